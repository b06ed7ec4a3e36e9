import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { UNREAD_COUNTED_UP_TO } from '@lodestar/contract';
import type { Database } from '../../db/client.js';
import { notifications, users, type NotificationRow } from '../../db/schema/index.js';

const unreadOf = (userId: string) => and(eq(notifications.userId, userId), isNull(notifications.readAt));

/** Each person's notifications as they read them: a page, what is unread, and marking them read. */
export function createNotificationInboxRows(db: Database) {
  /** Counted up to UNREAD_COUNTED_UP_TO, over the partial index of unread rows: never more rows read than that. */
  async function unreadCount(userId: string): Promise<number> {
    const unread = db.select({ id: notifications.id }).from(notifications).where(unreadOf(userId));
    const [row] = await db.select({ unread: count() }).from(unread.limit(UNREAD_COUNTED_UP_TO).as('unread'));
    return row?.unread ?? 0;
  }

  return {
    unreadCount,

    /** How many each of these people have unread (up to UNREAD_COUNTED_UP_TO), for the new notifications' counts. */
    async unreadCounts(userIds: string[]): Promise<Map<string, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({
          userId: users.id,
          unread: sql<number>`(SELECT count(*)::int FROM (SELECT 1 FROM ${notifications} n
            WHERE n.user_id = ${users}.id AND n.read_at IS NULL LIMIT ${UNREAD_COUNTED_UP_TO}) unread)`,
        })
        .from(users)
        .where(inArray(users.id, userIds));
      return new Map(rows.map((row) => [row.userId, row.unread]));
    },

    /**
     * Up to `limit` of a person's notifications, newest first: the newest, or those older than `before` (one of
     * theirs; another's or none matches nothing). Keyset on the index of (user, created, id), so a deep page reads
     * no more than the first; one row more than asked tells whether older ones follow.
     */
    async page(userId: string, before: string | undefined, limit: number) {
      const older = before
        ? sql`(${notifications.createdAt}, ${notifications.id}) < (SELECT b.created_at, b.id FROM ${notifications} b WHERE b.id = ${before} AND b.user_id = ${userId})`
        : undefined;
      const [rows, unread] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, userId), older))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(limit + 1),
        unreadCount(userId),
      ]);
      const page = rows.slice(0, limit);
      return { rows: page, next: rows.length > limit ? (page.at(-1)?.id ?? null) : null, unread };
    },

    /**
     * Marks one of the person's notifications read (once: a second mark keeps the first time); undefined when it is
     * not theirs.
     */
    async markRead(userId: string, id: string, now: Date): Promise<NotificationRow | undefined> {
      const [row] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning();
      return row;
    },

    async markAllRead(userId: string, now: Date): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt: now })
        .where(unreadOf(userId))
        .returning({ id: notifications.id });
      return rows.length;
    },
  };
}
