import { shareServerMessages, type Invitation, type InvitationKind } from '@lodestar/contract';
import type { Clock } from '../../adapters/clock.js';
import type { Caller } from '../../http/authenticate.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import { toAccountInvitation, toDeviceInvitation } from './invitation.mapper.js';
import type { NotificationsService } from '../notifications/index.js';
import type { InvitationsRepository } from './invitations.repository.js';
import type { Invitee } from './invitation-conditions.js';

/** Device and account shares waiting for the caller's answer. */
interface InvitationsServiceDeps {
  invitations: InvitationsRepository;
  notifications: Pick<NotificationsService, 'tellEvent'>;
  clock: Clock;
}

export function createInvitationsService({ invitations, notifications, clock }: InvitationsServiceDeps) {
  const asInvitee = (caller: Caller): Invitee => ({ id: caller.id, email: caller.email });

  return {
    /** Newest first, both kinds together. */
    async list(caller: Caller): Promise<Invitation[]> {
      const [deviceShares, accountShares] = await Promise.all([
        invitations.pendingDeviceShares(asInvitee(caller), clock.now()),
        invitations.pendingAccountShares(asInvitee(caller)),
      ]);
      return [...deviceShares.map(toDeviceInvitation), ...accountShares.map(toAccountInvitation)].sort((a, b) =>
        b.createdAt.localeCompare(a.createdAt),
      );
    },

    /**
     * Makes the share live; a Limited one whose expiry has passed can no longer be accepted. The acceptance is one
     * conditional UPDATE; only when it changes nothing is the reason looked up, so an invitation deleted meanwhile
     * answers 404 and one accepted meanwhile 409. Whoever shared a device is told that it was accepted.
     */
    async accept(caller: Caller, kind: InvitationKind, id: string): Promise<void> {
      const now = clock.now();
      const accepted = await invitations.accept(kind, id, asInvitee(caller), now);
      if (accepted) {
        const { deviceId, sharedById } = accepted;
        if (deviceId && sharedById) await notifications.tellEvent({ userId: sharedById, kind: 'shareAccepted', deviceId, person: caller.name });
        return;
      }
      const state = await invitations.stateOf(kind, id, asInvitee(caller), now);
      if (state?.accepted) throw new ConflictError(shareServerMessages.alreadyAccepted);
      if (state?.expired) throw new ConflictError(shareServerMessages.invitationExpired);
      throw new NotFoundError(shareServerMessages.invitationNotFound);
    },

    /** Declining deletes the invitation; an accepted share is left through the share's own removal. */
    async decline(caller: Caller, kind: InvitationKind, id: string): Promise<void> {
      if (!(await invitations.decline(kind, id, asInvitee(caller))))
        throw new NotFoundError(shareServerMessages.invitationNotFound);
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
