import { RECOVERY_CODE_COUNT, RECOVERY_CODE_PATTERN } from '@lodestar/contract';
import { describe, expect, it } from 'vitest';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes.js';

describe('recovery codes', () => {
  it('are distinct, shaped as the contract says, and kept only as hashes of what a person types', () => {
    const { codes, hashes } = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE_PATTERN);
    expect(recoveryCodeHash(` ${codes[0]!.toUpperCase()} `)).toBe(hashes[0]);
    expect(hashes.join()).not.toContain(codes[0]);
  });
  it('refuses what is not shaped like one', () => {
    for (const typed of ['', '123456', 'abcde-fghi', 'abcde_fghij']) expect(recoveryCodeHash(typed)).toBeUndefined();
  });
});
