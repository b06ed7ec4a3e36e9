import { describe, expect, it } from 'vitest';
import { readCookie, serializeTrustedBrowserCookie, trustedBrowserCookieName } from './trusted-browser-cookie.js';

describe('remembered-browser cookie', () => {
  it('is named per user without showing the user id', () => {
    const id = '7f1c2a4e-0000-4000-8000-000000000001';
    expect(trustedBrowserCookieName(id)).toMatch(/^lodestar_tb_[0-9a-f]{16}$/);
    expect(trustedBrowserCookieName(id)).not.toContain(id.slice(0, 8));
    expect(trustedBrowserCookieName(id)).not.toBe(trustedBrowserCookieName('another'));
  });

  it('is read from a Cookie header among others', () => {
    expect(readCookie('a=1; lodestar_tb_x=tok-en_1; b=2', 'lodestar_tb_x')).toBe('tok-en_1');
    expect(readCookie('lodestar_tb_xy=1', 'lodestar_tb_x')).toBeUndefined();
    expect(readCookie('lodestar_tb_x=', 'lodestar_tb_x')).toBeUndefined();
    expect(readCookie(undefined, 'lodestar_tb_x')).toBeUndefined();
  });

  it('is HttpOnly, SameSite=Strict, scoped to the sign-in path, and Secure only when asked', () => {
    const cookie = { name: 'lodestar_tb_x', token: 'abc', maxAgeSeconds: 60 };
    expect(serializeTrustedBrowserCookie(cookie, false)).toBe('lodestar_tb_x=abc; Max-Age=60; Path=/api/login; HttpOnly; SameSite=Strict');
    expect(serializeTrustedBrowserCookie(cookie, true)).toMatch(/; Secure$/);
  });
});
