import { shareServerMessages, type DeviceAction } from '@lodestar/contract';
import type { DeviceShareRow } from '../../db/schema/index.js';
import type { Caller } from '../../http/authenticate.js';
import { ForbiddenError, NotFoundError } from '../../errors.js';
import type { DeviceGate } from '../devices/index.js';
import type { ShareWithUser } from './share-reads.repository.js';
import type { SharesRepository } from './shares.repository.js';

/** Whether the caller is the share's invitee: the account it names, or the address it was sent to. */
export const isInvitee = (caller: Caller, share: DeviceShareRow) =>
  share.userId === caller.id || share.sharedUserWithEmail === caller.email.toLowerCase();

interface ShareLookupDeps {
  shares: Pick<SharesRepository, 'findById'>;
  deviceFor: DeviceGate;
}

/** A share by its id and its device let through the gate; what the caller may not see answers a share's 404. */
export function createShareLookup({ shares, deviceFor }: ShareLookupDeps) {
  /** The share with its invitee's account; an unknown id answers the same 404 as a share the caller cannot see. */
  async function findShare(id: string): Promise<ShareWithUser> {
    const entry = await shares.findById(id);
    if (!entry) throw new NotFoundError(shareServerMessages.notYourShare);
    return entry;
  }

  /**
   * The share's device, let through the device gate for the action. A device the caller cannot see answers the
   * share's 404, so share ids reveal nothing; `hideRefusal` also hides one they see but may not act on.
   */
  async function gateShare(caller: Caller, share: DeviceShareRow, action: DeviceAction, { hideRefusal = false } = {}) {
    try {
      return await deviceFor(caller, share.deviceId, action);
    } catch (error) {
      if (error instanceof NotFoundError || (hideRefusal && error instanceof ForbiddenError)) {
        throw new NotFoundError(shareServerMessages.notYourShare);
      }
      throw error;
    }
  }

  /** The share, its invitee's account and its device let through the gate for the action. */
  async function shareFor(caller: Caller, id: string, action: DeviceAction) {
    const { share, user } = await findShare(id);
    return { share, user, gated: await gateShare(caller, share, action) };
  }

  return { findShare, gateShare, shareFor };
}

export type ShareLookup = ReturnType<typeof createShareLookup>;
