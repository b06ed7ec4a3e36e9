import { Secret, TOTP } from 'otpauth';

/** Checks a 6-digit TOTP code (RFC 6238, 30 s steps) allowing one step of clock drift either way. */
export function isValidTotpCode(base32Secret: string, code: string, now: Date): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  const totp = new TOTP({ secret: Secret.fromBase32(base32Secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.validate({ token: code, timestamp: now.getTime(), window: 1 }) !== null;
}

/** A new TOTP secret and the otpauth:// address an authenticator app enrols from. */
export function newTwoFactorSecret(account: string, issuer: string): { secret: string; otpauthUrl: string } {
  const totp = new TOTP({ issuer, label: account, secret: new Secret({ size: 20 }), digits: 6, period: 30, algorithm: 'SHA1' });
  return { secret: totp.secret.base32, otpauthUrl: totp.toString() };
}
