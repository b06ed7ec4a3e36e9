import { shareServerMessages, type Invitation, type InvitationKind } from '@lodestar/contract';
import type { Clock } from '../../adapters/clock.js';
import type { UserRow } from '../../db/schema/index.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import { toAccountInvitation, toDeviceInvitation } from './invitation.mapper.js';
import type { InvitationsRepository } from './invitations.repository.js';

/** Device and account shares waiting for the caller's answer (spec part 1 §4 share states). */
export function createInvitationsService({ invitations, clock }: { invitations: InvitationsRepository; clock: Clock }) {
  return {
    /** Newest first, both kinds together. */
    async list(caller: UserRow): Promise<Invitation[]> {
      const [deviceShares, accountShares] = await Promise.all([
        invitations.pendingDeviceShares(caller.id, clock.now()),
        invitations.pendingAccountShares(caller.id),
      ]);
      return [...deviceShares.map(toDeviceInvitation), ...accountShares.map(toAccountInvitation)].sort((a, b) =>
        b.createdAt.localeCompare(a.createdAt),
      );
    },

    /** Makes the share live; a Limited one whose expiry has passed can no longer be accepted. */
    async accept(caller: UserRow, kind: InvitationKind, id: string): Promise<void> {
      const state = await invitations.stateOf(kind, id, caller.id, clock.now());
      if (!state) throw new NotFoundError(shareServerMessages.invitationNotFound);
      if (state.accepted) throw new ConflictError(shareServerMessages.alreadyAccepted);
      if (state.expired) throw new ConflictError(shareServerMessages.invitationExpired);
      if (!(await invitations.accept(kind, id, caller.id)))
        throw new ConflictError(shareServerMessages.alreadyAccepted);
    },

    /** Declining deletes the invitation; an accepted share is left through the share's own removal. */
    async decline(caller: UserRow, kind: InvitationKind, id: string): Promise<void> {
      if (!(await invitations.decline(kind, id, caller.id)))
        throw new NotFoundError(shareServerMessages.invitationNotFound);
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
