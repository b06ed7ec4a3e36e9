import { Privilege, shareServerMessages, type Share } from '@lodestar/contract';
import type { Clock } from '../../adapters/clock.js';
import type { Caller } from '../../http/authenticate.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.js';
import type { UsersRepository } from '../users/index.js';
import { verifiedAccount } from './invitation-mails.js';
import type { MailInvitee } from './invitee-mailer.js';
import type { ConfirmOwnerGrant } from './owner-grant.js';
import { isInvitee, type ShareLookup } from './share-lookup.js';
import { dateOrNull, type ResendShareBody, type UpdateShareBody, type Via } from './share-requests.js';
import { shownUserId, toShare } from './share.mapper.js';
import { assertMayGrant, expiryFor } from './share-rules.js';
import type { SharesRepository } from './shares.repository.js';

interface ShareChangesDeps {
  shares: Pick<SharesRepository, 'update' | 'remove'>;
  lookup: ShareLookup;
  users: Pick<UsersRepository, 'findByEmail'>;
  clock: Clock;
  confirmOwnerGrant: ConfirmOwnerGrant;
  mailInvitee: MailInvitee;
}

/** What happens to an existing share: changed, ended, or its invitation sent again. */
export function createShareChanges({ shares, lookup, users, clock, confirmOwnerGrant, mailInvitee }: ShareChangesDeps) {
  return {
    /**
     * Changes another person's share. A Limited share keeps its expiry unless a new one is given, and gets the
     * default when it becomes Limited without one; any other privilege clears it.
     */
    async update(caller: Caller, id: string, body: UpdateShareBody, via: Via): Promise<Share> {
      const { share, user, gated } = await lookup.shareFor(caller, id, 'manageSharing');
      if (isInvitee(caller, share)) throw new ForbiddenError(shareServerMessages.ownShare);
      const privilege = body.accessRightsFlag ?? share.accessRightsFlag;
      assertMayGrant(gated.privilege, privilege);
      if (privilege === Privilege.Owner && share.accessRightsFlag !== Privilege.Owner) {
        await confirmOwnerGrant({ user: caller, via }, body);
      }
      const kept = share.accessRightsFlag === Privilege.Limited ? share.expiryDate : null;
      const updated = await shares.update(id, {
        sharerName: body.sharerName,
        message: body.message,
        securityLevel: body.securityLevel,
        accessRightsFlag: privilege,
        expiryDate: expiryFor(privilege, dateOrNull(body.expiryDate) ?? kept, clock.now()),
      });
      if (!updated) throw new NotFoundError(shareServerMessages.notYourShare);
      // The change leaves the invitee as they were, so the account read with the share still belongs to it.
      return toShare({ share: updated, user }, gated.device.deviceUUID);
    },

    /** Ends a share: those who manage the device's sharing may, and so may its invitee (leaving). */
    async remove(caller: Caller, id: string): Promise<void> {
      const { share } = await lookup.findShare(id);
      if (!isInvitee(caller, share)) await lookup.gateShare(caller, share, 'manageSharing', { hideRefusal: true });
      await shares.remove(id);
    },

    /**
     * Sends a pending invitation again; the other fields, when given, must describe the share as it is answered (a
     * pending one names no user). An expired Limited invitation can no longer be accepted, so it is not sent.
     */
    async resend(caller: Caller, body: ResendShareBody): Promise<void> {
      const { share, gated } = await lookup.shareFor(caller, body.shareId, 'manageSharing');
      const { device } = gated;
      const same =
        (body.userId === undefined || body.userId === shownUserId(share)) &&
        (body.sharedUserWithEmail === undefined ||
          body.sharedUserWithEmail.trim().toLowerCase() === share.sharedUserWithEmail) &&
        (body.deviceUUID === undefined || body.deviceUUID === device.deviceUUID || body.deviceUUID === device.id);
      if (!same) throw new ValidationError(shareServerMessages.resendMismatch);
      if (share.isAcceptedFlag === 1) throw new ConflictError(shareServerMessages.alreadyAccepted);
      if (share.accessRightsFlag === Privilege.Limited && share.expiryDate && share.expiryDate <= clock.now()) {
        throw new ConflictError(shareServerMessages.invitationExpired);
      }
      await mailInvitee(share, device.name, await verifiedAccount(users, share.sharedUserWithEmail), caller);
    },
  };
}
