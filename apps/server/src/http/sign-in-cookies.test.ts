import { describe, expect, it } from 'vitest';
import { knownBrowserCookieName, readCookie, serializeSignInCookie, trustedBrowserCookieName, twoStepCookieName } from './sign-in-cookies.js';

describe('sign-in cookies', () => {
  it('are named per user and kind without showing the user id', () => {
    const id = '7f1c2a4e-0000-4000-8000-000000000001';
    expect(trustedBrowserCookieName(id)).toMatch(/^lodestar_tb_[0-9a-f]{16}$/);
    expect(knownBrowserCookieName(id)).toMatch(/^lodestar_kb_[0-9a-f]{16}$/);
    expect(twoStepCookieName(id)).toMatch(/^lodestar_ts_[0-9a-f]{16}$/);
    expect(trustedBrowserCookieName(id)).not.toContain(id.slice(0, 8));
    expect(trustedBrowserCookieName(id)).not.toBe(trustedBrowserCookieName('another'));
  });

  it('are read from a Cookie header among others, and not when empty or too long', () => {
    expect(readCookie('a=1; lodestar_tb_x=tok-en_1; b=2', 'lodestar_tb_x')).toBe('tok-en_1');
    expect(readCookie('lodestar_tb_xy=1', 'lodestar_tb_x')).toBeUndefined();
    expect(readCookie('lodestar_tb_x=', 'lodestar_tb_x')).toBeUndefined();
    expect(readCookie(`lodestar_tb_x=${'a'.repeat(201)}`, 'lodestar_tb_x')).toBeUndefined();
    expect(readCookie(undefined, 'lodestar_tb_x')).toBeUndefined();
  });

  it('are HttpOnly, SameSite=Strict, scoped to the sign-in path, and Secure only when asked', () => {
    const cookie = { name: 'lodestar_tb_x', token: 'abc', maxAgeSeconds: 60 };
    expect(serializeSignInCookie(cookie, false)).toBe('lodestar_tb_x=abc; Max-Age=60; Path=/api/login; HttpOnly; SameSite=Strict');
    expect(serializeSignInCookie(cookie, true)).toMatch(/; Secure$/);
  });
});
