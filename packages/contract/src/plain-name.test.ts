import { describe, expect, it } from 'vitest';
import { isPlainName } from './common.js';
import { nameSchema } from './auth.js';

describe('names people read', () => {
  it.each([
    ['a right-to-left override', 'Invoice\u202Egpj.exe'],
    ['an isolate', 'Ada\u2066Lovelace\u2069'],
    ['a left-to-right mark', 'Ada\u200E'],
    ['an Arabic letter mark', 'Ada\u061C'],
    ['a line break', 'Ada\nAdmin'],
    ['an escape', 'Ada\u001b[31m'],
    ['a delete', 'Ada\u007f'],
  ])('refuse %s', (_what, name) => {
    expect(isPlainName(name)).toBe(false);
    expect(nameSchema.safeParse(name).success).toBe(false);
  });

  it.each(['Ada Lovelace', 'Zoë O’Brien', 'محمد', '山田 太郎', 'Family car 🚗', 'Jean-Luc'])('take %s', (name) => {
    expect(isPlainName(name)).toBe(true);
    expect(nameSchema.safeParse(name).success).toBe(true);
  });
});
