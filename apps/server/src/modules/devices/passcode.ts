import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/** A six-digit passcode, as printed on a device's box. */
export const newPasscode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether a given passcode is the device's stored one. Compared as digests, so in constant time whatever the
 * lengths, and the length is not leaked; an empty stored passcode matches nothing.
 */
export function samePasscode(given: string, stored: string): boolean {
  return stored.length > 0 && timingSafeEqual(digest(given), digest(stored));
}
