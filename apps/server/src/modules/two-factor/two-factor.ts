import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;
const totpFor = (secret: Secret, issuer?: string, label?: string) =>
  new TOTP({ issuer, label, secret, digits: 6, period: PERIOD_SECONDS, algorithm: 'SHA1' });

/**
 * The 30-second step a 6-digit TOTP code (RFC 6238) belongs to, allowing one step of clock drift either way; null
 * when the code matches none. Callers accept a step only once (replay protection) by storing the last one.
 */
export function matchTotpStep(base32Secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = totpFor(Secret.fromBase32(base32Secret));
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta;
}

/** A new TOTP secret and the otpauth:// address an authenticator app enrols from. */
export function newTwoFactorSecret(account: string, issuer: string): { secret: string; otpauthUrl: string } {
  const totp = totpFor(new Secret({ size: 20 }), issuer, account);
  return { secret: totp.secret.base32, otpauthUrl: totp.toString() };
}
