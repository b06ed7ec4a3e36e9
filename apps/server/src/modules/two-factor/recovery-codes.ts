import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT, RECOVERY_CODE_PATTERN } from '@lodestar/contract';
import { hashToken } from '../../lib/secrets.js';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const randomPart = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** A fresh set of one-time recovery codes (`xxxxx-xxxxx`, about 52 random bits each) and the hashes to keep. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomPart()}-${randomPart()}`);
  return { codes, hashes: codes.map(hashToken) };
}

/** The hash to look a typed recovery code up by, or undefined when what was typed is not shaped like one. */
export function recoveryCodeHash(typed: string): string | undefined {
  const code = typed.trim().toLowerCase();
  return RECOVERY_CODE_PATTERN.test(code) ? hashToken(code) : undefined;
}
