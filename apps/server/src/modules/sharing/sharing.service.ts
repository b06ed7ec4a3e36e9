import {
  Privilege,
  shareServerMessages,
  type DeviceAction,
  type insertShareRequestSchema,
  type resendShareRequestSchema,
  type Share,
  type updateShareRequestSchema,
} from '@lodestar/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../../adapters/clock.js';
import type { Mailer } from '../../adapters/mail/index.js';
import type { DeviceShareRow } from '../../db/schema/index.js';
import type { Caller, Principal } from '../../http/authenticate.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.js';
import type { DeviceGate } from '../devices/index.js';
import type { NotificationsService } from '../notifications/index.js';
import type { UsersRepository } from '../users/index.js';
import { deviceInvitationMail, mailFailure, verifiedAccount, type MailContext } from './invitation-mails.js';
import type { ConfirmOwnerGrant } from './owner-grant.js';
import { shownUserId, toShare } from './share.mapper.js';
import { assertMasterKey, assertMayGrant, expiryFor } from './share-rules.js';
import type { SharesRepository, ShareWithUser } from './shares.repository.js';

type InsertShareBody = z.output<typeof insertShareRequestSchema>;
type UpdateShareBody = z.output<typeof updateShareRequestSchema>;
type ResendShareBody = z.output<typeof resendShareRequestSchema>;

interface SharingServiceDeps {
  shares: SharesRepository;
  deviceFor: DeviceGate;
  users: Pick<UsersRepository, 'findById' | 'findByEmail'>;
  mailer: Mailer;
  clock: Clock;
  mail: MailContext;
  notifications: Pick<NotificationsService, 'tellEvent'>;
  log: Pick<FastifyBaseLogger, 'error'>;
  confirmOwnerGrant: ConfirmOwnerGrant;
}

/** How the caller signed in: granting Owner takes a session (and the password), never an API key. */
type Via = Principal['via'];

const dateOrNull = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

export function createSharingService({
  shares,
  deviceFor,
  users,
  mailer,
  clock,
  mail,
  notifications,
  log,
  confirmOwnerGrant,
}: SharingServiceDeps) {
  const isInvitee = (caller: Caller, share: DeviceShareRow) =>
    share.userId === caller.id || share.sharedUserWithEmail === caller.email.toLowerCase();

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

  async function shareFor(caller: Caller, id: string, action: DeviceAction) {
    const { share, user } = await findShare(id);
    return { share, user, gated: await gateShare(caller, share, action) };
  }

  /**
   * Tells the invitee: a link to the invitation when they have a verified account (`invitee`, as verifiedAccount
   * found it for the share's address), else an invitation to sign up.
   */
  async function mailInvitee(share: DeviceShareRow, deviceName: string, invitee: Pick<Caller, 'name'> | undefined) {
    await mailer.send(
      deviceInvitationMail(mail, {
        to: share.sharedUserWithEmail,
        inviteeName: invitee?.name ?? null,
        sharerName: share.sharerName,
        deviceName,
        shareId: share.id,
        message: share.message,
      }),
    );
  }

  return {
    /** Every share of the device, oldest first, for those who manage its sharing. */
    async find(caller: Caller, ref: string): Promise<Share[]> {
      const { device } = await deviceFor(caller, ref, 'manageSharing');
      const list = await shares.listForDevice(device.id);
      return list.map((entry) => toShare(entry, device.deviceUUID));
    },

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
      await mailInvitee(inserted, device.name, invitee).catch((error: unknown) => {
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

    /**
     * Changes another person's share. A Limited share keeps its expiry unless a new one is given, and gets the
     * default when it becomes Limited without one; any other privilege clears it.
     */
    async update(caller: Caller, id: string, body: UpdateShareBody, via: Via): Promise<Share> {
      const { share, user, gated } = await shareFor(caller, id, 'manageSharing');
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
      const { share } = await findShare(id);
      if (!isInvitee(caller, share)) await gateShare(caller, share, 'manageSharing', { hideRefusal: true });
      await shares.remove(id);
    },

    /**
     * Sends a pending invitation again; the other fields, when given, must describe the share as it is answered (a
     * pending one names no user). An expired Limited invitation can no longer be accepted, so it is not sent.
     */
    async resend(caller: Caller, body: ResendShareBody): Promise<void> {
      const { share, gated } = await shareFor(caller, body.shareId, 'manageSharing');
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
      await mailInvitee(share, device.name, await verifiedAccount(users, share.sharedUserWithEmail));
    },

    /** Remove all sharing: every share of the device ends at once. */
    async removeAll(caller: Caller, ref: string): Promise<number> {
      const { device } = await deviceFor(caller, ref, 'removeAllSharing');
      return shares.removeAllForDevice(device.id);
    },
  };
}

export type SharingService = ReturnType<typeof createSharingService>;
