import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { InvitationKind } from '@lodestar/contract';
import type { Database } from '../../db/client.js';
import { accountShares, deviceShares, users } from '../../db/schema/index.js';
import { addressedTo, expiredInvitation, invitationColumns, type Invitee } from './invitation-conditions.js';

/** An accepted invitation; a device share also names its device and who shared it. */
export interface AcceptedInvitation {
  id: string;
  deviceId?: string;
  sharedById?: string | null;
}

/** What becomes of an invitation: accepted, declined, or attached to the account of the address it waited for. */
export function createInvitationAnswers(db: Database) {
  return {
    /**
     * Accepts a pending invitation that has not expired, and makes it the invitee's (one still waiting for their
     * address becomes theirs now); undefined when there was none such. A device share answers its device and who
     * shared it.
     */
    async accept(
      kind: InvitationKind,
      id: string,
      invitee: Invitee,
      now: Date,
    ): Promise<AcceptedInvitation | undefined> {
      const c = invitationColumns[kind];
      const where = and(
        eq(c.id, id),
        addressedTo(kind, invitee),
        eq(c.accepted, 0),
        sql`not coalesce(${expiredInvitation(kind, now)}, false)`,
      );
      const accepted =
        kind === 'device'
          ? await db
              .update(deviceShares)
              .set({ isAcceptedFlag: 1, userId: invitee.id })
              .where(where)
              .returning({ id: c.id, deviceId: deviceShares.deviceId, sharedById: deviceShares.sharedById })
          : await db
              .update(accountShares)
              .set({ isAcceptedFlag: 1, memberId: invitee.id })
              .where(where)
              .returning({ id: c.id });
      return accepted[0];
    },

    /** Declining deletes the pending invitation; false when there was none. */
    async decline(kind: InvitationKind, id: string, invitee: Invitee): Promise<boolean> {
      const c = invitationColumns[kind];
      const removed = await db
        .delete(c.table)
        .where(and(eq(c.id, id), addressedTo(kind, invitee), eq(c.accepted, 0)))
        .returning({ id: c.id });
      return removed.length > 0;
    },

    /**
     * Gives the user the invitations that waited for their address (made before they had an account). Called once
     * the address is proven: at email verification, password reset, and when the admin CLI creates a verified user.
     */
    async attachWaiting(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
        if (!user) return;
        await tx
          .update(deviceShares)
          .set({ userId })
          .where(and(isNull(deviceShares.userId), eq(deviceShares.sharedUserWithEmail, user.email)));
        await tx
          .update(accountShares)
          .set({ memberId: userId })
          .where(
            and(isNull(accountShares.memberId), eq(accountShares.email, user.email), ne(accountShares.ownerId, userId)),
          );
      });
    },
  };
}
