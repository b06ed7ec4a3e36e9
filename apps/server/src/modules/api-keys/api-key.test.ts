import { describe, expect, it } from 'vitest';
import { hintOf, isApiKey, newApiKey } from './api-key.js';

describe('API keys', () => {
  it('are lsk_ and 43 base64url characters, different every time', () => {
    const key = newApiKey();
    expect(key).toMatch(/^lsk_[A-Za-z0-9_-]{43}$/);
    expect(isApiKey(key)).toBe(true);
    expect(newApiKey()).not.toBe(key);
  });

  it('never take a session token (43 characters) or anything longer, shorter or otherwise spelled for a key', () => {
    const key = newApiKey();
    for (const text of [
      key.slice(4),
      `${key}a`,
      key.slice(0, -1),
      `LSK_${key.slice(4)}`,
      `${key.slice(0, -1)}=`,
      ` ${key}`,
    ]) {
      expect(isApiKey(text), text).toBe(false);
    }
  });

  it('are shown afterwards as a hint of their first and last four characters', () => {
    expect(hintOf('lsk_AbCdEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnwxyz')).toBe('lsk_AbCd…wxyz');
  });
});
