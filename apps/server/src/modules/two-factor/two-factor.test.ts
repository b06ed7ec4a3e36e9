import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { matchTotpStep, newTwoFactorSecret } from './two-factor.js';

describe('TOTP codes', () => {
  const secret = new Secret({ size: 20 });
  const totp = new TOTP({ secret, digits: 6, period: 30 });
  const now = new Date('2026-11-22T10:00:00Z');
  const step = Math.floor(now.getTime() / 30_000);
  const codeAt = (offsetSeconds: number) => totp.generate({ timestamp: now.getTime() + offsetSeconds * 1000 });

  it('answers the step of the current code and of one step of drift, and nothing further', () => {
    expect(matchTotpStep(secret.base32, codeAt(0), now)).toBe(step);
    expect(matchTotpStep(secret.base32, codeAt(-30), now)).toBe(step - 1);
    expect(matchTotpStep(secret.base32, codeAt(30), now)).toBe(step + 1);
    expect(matchTotpStep(secret.base32, codeAt(-120), now)).toBeNull();
  });
  it('refuses anything but six digits', () => {
    for (const code of ['', '12345', '1234567', 'abcdef', ' 123456']) expect(matchTotpStep(secret.base32, code, now)).toBeNull();
  });
  it('makes secrets an authenticator app can enrol', () => {
    const made = newTwoFactorSecret('ada@example.com', 'Lodestar');
    expect(made.otpauthUrl).toContain('issuer=Lodestar');
    expect(made.secret).toMatch(/^[A-Z2-7]{32}$/);
  });
});
