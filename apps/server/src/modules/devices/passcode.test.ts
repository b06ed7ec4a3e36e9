import { describe, expect, it } from 'vitest';
import { samePasscode } from './passcode.js';

describe('samePasscode', () => {
  it('matches the stored passcode exactly', () => {
    expect(samePasscode('4821', '4821')).toBe(true);
    expect(samePasscode('Pass-w0rd é', 'Pass-w0rd é')).toBe(true);
  });
  it('refuses any other passcode, whatever its length or case', () => {
    for (const given of ['4822', '482', '48210', '', ' 4821', 'ABCD']) expect(samePasscode(given, '4821')).toBe(false);
    expect(samePasscode('abcd', 'ABCD')).toBe(false);
  });
  it('never matches an empty stored passcode', () => {
    expect(samePasscode('', '')).toBe(false);
    expect(samePasscode('4821', '')).toBe(false);
  });
});
