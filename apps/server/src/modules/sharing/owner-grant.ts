import { accountMessages, shareServerMessages, type IdentityProof } from '@lodestar/contract';
import type { Caller, Principal } from '../../http/authenticate.js';
import { ForbiddenError, ValidationError } from '../../errors.js';

/** The account module's check of a sensitive change (passed in by the composition root). */
type ConfirmIdentity = (user: Caller, proof: IdentityProof) => Promise<void>;

/** What a request that grants the Owner privilege carries besides the share. */
export interface OwnerGrantProof {
  password?: string | undefined;
  code?: string | undefined;
}

/**
 * Granting Owner hands over the device: its passcode, its sharing, its settings. A session alone must not do it, or a
 * stolen one keeps the devices after the owner's new password; so it asks what the account's sensitive changes ask
 * (the password, the code while two-step is on, wrong ones counted like failed sign-ins). An API key cannot do it:
 * a script would have to keep the password beside the key, and a leaked key would be enough again.
 */
export function createOwnerGrantCheck(confirmIdentity: ConfirmIdentity) {
  return async function confirmOwnerGrant(principal: Pick<Principal, 'user' | 'via'>, proof: OwnerGrantProof) {
    if (principal.via !== 'session') throw new ForbiddenError(accountMessages.sessionOnly);
    if (!proof.password) throw new ValidationError(shareServerMessages.ownerNeedsPassword);
    await confirmIdentity(principal.user, { password: proof.password, code: proof.code });
  };
}

export type ConfirmOwnerGrant = ReturnType<typeof createOwnerGrantCheck>;
