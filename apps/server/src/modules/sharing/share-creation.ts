import { Privilege, shareServerMessages, type Share } from '@lodestar/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../adapters/clock.js';
import type { Caller } from '../../http/authenticate.js';
import { ConflictError, ValidationError } from '../../errors.js';
import type { DeviceGate } from '../devices/index.js';
import type { NotificationsService } from '../notifications/index.js';
import type { UsersRepository } from '../users/index.js';
import { mailFailure, verifiedAccount } from './invitation-mails.js';
import type { MailInvitee } from './invitee-mailer.js';
import type { ConfirmOwnerGrant } from './owner-grant.js';
import { dateOrNull, type InsertShareBody, type Via } from './share-requests.js';
import { toShare } from './share.mapper.js';
import { assertMasterKey, assertMayGrant, expiryFor } from './share-rules.js';
import type { SharesRepository } from './shares.repository.js';

interface ShareCreationDeps {
  shares: Pick<SharesRepository, 'insert'>;
  deviceFor: DeviceGate;
  users: Pick<UsersRepository, 'findById' | 'findByEmail'>;
  clock: Clock;
  notifications: Pick<NotificationsService, 'tellEvent'>;
  log: Pick<FastifyBaseLogger, 'error'>;
  confirmOwnerGrant: ConfirmOwnerGrant;
  mailInvitee: MailInvitee;
}

/** Sharing a device with someone: a new, pending share, and the invitee told. */
export function createShareCreation(deps: ShareCreationDeps) {
  const { shares, deviceFor, users, clock, notifications, log, confirmOwnerGrant, mailInvitee } = deps;
  return {
    /** A new, pending share; the invitee is told by mail and accepts it from their invitations. */
    async insert(caller: Caller, body: InsertShareBody, via: Via): Promise<Share> {
      const { device, privilege } = await deviceFor(caller, body.deviceUUID, 'share');
      assertMasterKey(body.masterKey, device.passcode);
      const email = body.sharedUserWithEmail;
      const superOwner =
        device.userId === caller.id ? caller : device.userId ? await users.findById(device.userId) : undefined;
      if (email === caller.email.toLowerCase() || email === superOwner?.email.toLowerCase()) {
        throw new ValidationError(shareServerMessages.notWithYourself);
      }
      assertMayGrant(privilege, body.accessRightsFlag);
      if (body.accessRightsFlag === Privilege.Owner) await confirmOwnerGrant({ user: caller, via }, body);
      const now = clock.now();
      const invitee = await verifiedAccount(users, email);
      const inserted = await shares.insert({
        deviceId: device.id,
        userId: invitee?.id ?? null,
        sharedById: caller.id,
        sharedUserWithEmail: email,
        sharerName: body.sharerName,
        message: body.message,
        securityLevel: body.securityLevel,
        accessRightsFlag: body.accessRightsFlag,
        expiryDate: expiryFor(body.accessRightsFlag, dateOrNull(body.expiryDate), now),
        isAcceptedFlag: 0,
        startDate: now,
      });
      if (!inserted) throw new ConflictError(shareServerMessages.alreadyShared);
      // The share is saved: a mail that cannot be sent now is logged, and the invitation can be resent.
      await mailInvitee(inserted, device.name, invitee, caller).catch((error: unknown) => {
        log.error({ shareId: inserted.id, error: mailFailure(error) }, 'The share invitation mail could not be sent');
      });
      if (invitee) {
        const invitation = {
          userId: invitee.id,
          deviceId: device.id,
          person: inserted.sharerName,
          invitationId: inserted.id,
        };
        await notifications.tellEvent({ kind: 'deviceShared', ...invitation });
      }
      // A new share is pending, so it names no user yet.
      return toShare({ share: inserted, user: null }, device.deviceUUID);
    },
  };
}
