import { defaultShareExpiry, mayGrant, Privilege, shareServerMessages, type SharePrivilege } from '@lodestar/contract';
import { ForbiddenError, ValidationError } from '../../errors.js';
import { samePasscode } from '../devices/index.js';

/** Nobody grants more than they hold (SuperOwner > Owner > Unrestricted > Limited). */
export function assertMayGrant(holder: Privilege, granted: SharePrivilege): void {
  if (!mayGrant(holder, granted)) throw new ForbiddenError(shareServerMessages.grantTooHigh);
}

/**
 * The expiry a share stores: a Limited one ends at the requested time, one month ahead when none is asked for, and
 * never in the past; the other privileges do not end.
 */
export function expiryFor(privilege: SharePrivilege, requested: Date | null, now: Date): Date | null {
  if (privilege !== Privilege.Limited) return null;
  const expiry = requested ?? defaultShareExpiry(now);
  if (expiry.getTime() <= now.getTime()) throw new ValidationError(shareServerMessages.expiryRequired);
  return expiry;
}

/** The master key sent with a new share must be the device passcode (compared in constant time). */
export function assertMasterKey(masterKey: string | undefined, passcode: string): void {
  if (masterKey === undefined) return;
  if (!samePasscode(masterKey, passcode)) throw new ValidationError(shareServerMessages.wrongMasterKey);
}
