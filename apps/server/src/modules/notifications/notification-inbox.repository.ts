import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { notifications, type NotificationRow } from '../../db/schema/index.js';

const unreadOf = (userId: string) => and(eq(notifications.userId, userId), isNull(notifications.readAt));

/** Each person's notifications as they read them: a page, what is unread, and marking them read. */
export function createNotificationInboxRows(db: Database) {
  async function unreadCount(userId: string): Promise<number> {
    const [row] = await db.select({ unread: count() }).from(notifications).where(unreadOf(userId));
    return row?.unread ?? 0;
  }

  return {
    unreadCount,

    /** How many each of these people have unread, for the counts that go out with new notifications. */
    async unreadCounts(userIds: string[]): Promise<Map<string, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ userId: notifications.userId, unread: count() })
        .from(notifications)
        .where(and(inArray(notifications.userId, userIds), isNull(notifications.readAt)))
        .groupBy(notifications.userId);
      return new Map(rows.map((row) => [row.userId, row.unread]));
    },

    /** A page of a person's notifications, newest first, with how many they have and how many are unread. */
    async page(userId: string, offset: number, limit: number) {
      const [rows, [total], unread] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, userId))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .offset(offset)
          .limit(limit),
        db.select({ total: count() }).from(notifications).where(eq(notifications.userId, userId)),
        unreadCount(userId),
      ]);
      return { rows, total: total?.total ?? 0, unread };
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
