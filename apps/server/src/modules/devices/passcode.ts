import { randomInt } from 'node:crypto';
import { sameSecret } from '../../lib/secrets.js';

/** A six-digit passcode, as printed on a device's box. */
export const newPasscode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Whether a given passcode is the device's stored one, in constant time; an empty stored passcode matches nothing. */
export const samePasscode = sameSecret;
