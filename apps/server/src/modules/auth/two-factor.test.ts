import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { isValidTotpCode, newTwoFactorSecret } from './two-factor.js';

describe('TOTP codes', () => {
  const secret = new Secret({ size: 20 });
  const totp = new TOTP({ secret, digits: 6, period: 30 });
  const now = new Date('2026-11-22T10:00:00Z');
  const codeAt = (offsetSeconds: number) => totp.generate({ timestamp: now.getTime() + offsetSeconds * 1000 });

  it('accepts the current code and one step of drift, and nothing further', () => {
    expect(isValidTotpCode(secret.base32, codeAt(0), now)).toBe(true);
    expect(isValidTotpCode(secret.base32, codeAt(-30), now)).toBe(true);
    expect(isValidTotpCode(secret.base32, codeAt(30), now)).toBe(true);
    expect(isValidTotpCode(secret.base32, codeAt(-120), now)).toBe(false);
  });
  it('refuses anything but six digits', () => {
    for (const code of ['', '12345', '1234567', 'abcdef', ' 123456']) expect(isValidTotpCode(secret.base32, code, now)).toBe(false);
  });
  it('makes secrets an authenticator app can enrol', () => {
    const made = newTwoFactorSecret('ada@example.com', 'Lodestar');
    expect(made.otpauthUrl).toContain('issuer=Lodestar');
    expect(made.secret).toMatch(/^[A-Z2-7]{32}$/);
  });
});
