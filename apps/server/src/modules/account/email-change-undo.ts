import { and, eq, ne } from 'drizzle-orm';
import type { Clock } from '../../adapters/clock.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { closeHandedOver, handOver } from './account-handover.js';
import { createUsersRepository } from '../users/index.js';
import { createEmailChangeRepository } from './email-change.repository.js';

export type EmailChangeUndoOutcome = 'cancelled' | 'undone' | 'taken' | 'gone';

/**
 * The old address's way back from an email change, for 48 hours (decision 0016): a change still pending is dropped;
 * one already made is reversed, the account moving back to the old address, and since whoever made it may hold the
 * account, every session ends and two-step sign-in goes (`handOver`), so the owner resets the password from the old
 * address. 'taken' when another account has the old address by now.
 */
export function createEmailChangeUndo({ db, clock, endSession }: { db: Database; clock: Clock; endSession: (sessionId: string) => void }) {
  return async (userId: string, oldEmail: string): Promise<EmailChangeUndoOutcome> => {
    const now = clock.now();
    const outcome = await db.transaction(async (tx) => {
      const account = await createUsersRepository(tx).lockForUpdate(userId);
      if (!account) return { kind: 'gone' as const, ended: [] };
      if (account.email === oldEmail) {
        await createEmailChangeRepository(tx).cancel(userId, now);
        return { kind: 'cancelled' as const, ended: [] };
      }
      const [holder] = await tx.select({ id: users.id }).from(users).where(and(eq(users.email, oldEmail), ne(users.id, userId)));
      if (holder) return { kind: 'taken' as const, ended: [] };
      await tx.update(users).set({ email: oldEmail, updateToEmail: '', updatedAt: now }).where(eq(users.id, userId));
      return { kind: 'undone' as const, ended: await handOver(tx, { userId, now, firstProofOfMailbox: true }) };
    });
    if (outcome.kind === 'undone') closeHandedOver(endSession, userId, outcome.ended);
    return outcome.kind;
  };
}

export type UndoEmailChange = ReturnType<typeof createEmailChangeUndo>;
