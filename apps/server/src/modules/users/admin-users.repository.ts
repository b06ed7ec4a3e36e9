import { and, asc, count, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { escapeLike } from '../../db/escape-like.js';
import { sessions, users, userSummaryColumns, type UserSummaryRow } from '../../db/schema/index.js';

export interface UserSearch {
  search?: string;
  offset: number;
  limit: number;
}

/** Takes every device of the account off it, within the transaction that deletes the account. */
export type ReleaseAccountDevices = (tx: Pick<Database, 'select' | 'update' | 'delete' | 'insert'>, userId: string, now: Date) => Promise<unknown>;

export function createAdminUsersRepository(db: Database, releaseAccountDevices: ReleaseAccountDevices) {
  return {
    /**
     * Users whose email or name contains `search` (any case, wildcards taken literally), by email, each with the
     * number of devices the account holds.
     */
    async search({ search, offset, limit }: UserSearch): Promise<{ rows: (UserSummaryRow & { deviceCount: number })[]; total: number }> {
      const pattern = search && `%${escapeLike(search)}%`;
      const where = pattern ? or(ilike(users.email, pattern), ilike(users.name, pattern)) : undefined;
      // Spelled out: inside the subquery an unqualified "id" would be the device's.
      const deviceCount = sql<number>`(select count(*) from devices d where d.user_id = "users"."id" and not d.deleted)`.mapWith(Number);
      const [rows, [totals]] = await Promise.all([
        db.select({ ...userSummaryColumns, deviceCount }).from(users).where(where).orderBy(asc(users.email)).offset(offset).limit(limit),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /**
     * Decision 0030: the accounts a seller may transfer a device to: those they created whose email or name contains
     * `search`, and the one whose email is exactly `search`; never the seller, by email.
     */
    async findReceivers(sellerId: string, { search, offset, limit }: UserSearch) {
      const pattern = search && `%${escapeLike(search)}%`;
      const created = and(eq(users.createdBy, sellerId), pattern ? or(ilike(users.email, pattern), ilike(users.name, pattern)) : undefined);
      const where = and(ne(users.id, sellerId), search ? or(created, eq(users.email, search.toLowerCase())) : created);
      const columns = { id: users.id, name: users.name, email: users.email, emailVerifiedAt: users.emailVerifiedAt };
      const [rows, [totals]] = await Promise.all([
        db.select(columns).from(users).where(where).orderBy(asc(users.email)).offset(offset).limit(limit),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /**
     * Deletes the account in one transaction and answers the ids of the sessions it had (undefined when there was
     * no such user, or it is `deletedBy`'s own: nobody deletes themself here). Its devices are taken off it as a
     * removed device is (`releaseAccountDevices`); the account's sessions, own shares, groups and account shares go
     * with it (ON DELETE CASCADE).
     */
    async deleteUser(id: string, deletedBy: string, now: Date): Promise<{ sessionIds: string[] } | undefined> {
      return db.transaction(async (tx) => {
        // Locked first, so no sign-in can add a session (whose sockets would be missed) while the account goes.
        const [user] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, id), ne(users.id, deletedBy)))
          .for('update');
        if (!user) return undefined;
        const sessionRows = await tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, id));
        await releaseAccountDevices(tx, id, now);
        await tx.delete(users).where(eq(users.id, id));
        return { sessionIds: sessionRows.map((row) => row.id) };
      });
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
