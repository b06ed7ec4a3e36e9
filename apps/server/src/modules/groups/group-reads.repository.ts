import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { deviceGroups } from '../../db/schema/index.js';
import { escapeLike } from '../../db/escape-like.js';
import { visibleTo } from '../devices/index.js';

/** A group with the ids of the devices in it that its owner can see now, ordered as the group view lists them. */
export interface GroupRecord {
  id: string;
  name: string;
  createdAt: Date;
  deviceIds: string[];
}

export interface GroupListFilter {
  userId: string;
  now: Date;
  search?: string;
  offset: number;
  limit: number;
}

/** A database or a transaction: what the group reads run on. */
export type Reader = Pick<Database, 'select'>;

/**
 * The group's members the user can see, as one text array (a removed device or a lapsed share drops out), each
 * member checked on its own row. Tables are named in full: Drizzle leaves columns unqualified in a single-table
 * select, where they would bind to the group.
 */
const visibleMemberIds = (userId: string, now: Date) => sql<string[]>`coalesce((
  SELECT array_agg(gm.device_id::text ORDER BY devices.name, devices.id)
  FROM device_group_members gm JOIN devices ON devices.id = gm.device_id
  WHERE gm.group_id = device_groups.id AND ${visibleTo(userId, now)}
), '{}'::text[])`;

/** The user's own group with this id. */
export const ownGroup = (userId: string, groupId: string) =>
  and(eq(deviceGroups.id, groupId), eq(deviceGroups.userId, userId));

/** The user's groups `where` selects, with the devices in them they can see, oldest first. */
export function summaries(db: Reader, userId: string, now: Date, where: SQL | undefined) {
  return db
    .select({
      id: deviceGroups.id,
      name: deviceGroups.name,
      createdAt: deviceGroups.createdAt,
      deviceIds: visibleMemberIds(userId, now),
    })
    .from(deviceGroups)
    .where(where)
    .orderBy(asc(deviceGroups.createdAt), asc(deviceGroups.id));
}

/** The user's groups read: a page of them, and one with every device stored in it. */
export function createGroupReads(db: Database) {
  return {
    /** The user's groups, oldest first, optionally those whose name contains `search` (any case). */
    async list(filter: GroupListFilter): Promise<{ rows: GroupRecord[]; total: number }> {
      const where = and(
        eq(deviceGroups.userId, filter.userId),
        filter.search ? ilike(deviceGroups.name, `%${escapeLike(filter.search)}%`) : undefined,
      );
      const [rows, [totals]] = await Promise.all([
        summaries(db, filter.userId, filter.now, where).offset(filter.offset).limit(filter.limit),
        db.select({ total: count() }).from(deviceGroups).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /** The user's group with the ids of every device stored in it (visible or not); undefined if not theirs. */
    async findWithMembers(
      userId: string,
      groupId: string,
    ): Promise<(Omit<GroupRecord, 'deviceIds'> & { memberIds: string[] }) | undefined> {
      const [row] = await db
        .select({
          id: deviceGroups.id,
          name: deviceGroups.name,
          createdAt: deviceGroups.createdAt,
          memberIds: sql<string[]>`coalesce((
            SELECT array_agg(gm.device_id::text) FROM device_group_members gm WHERE gm.group_id = device_groups.id
          ), '{}'::text[])`,
        })
        .from(deviceGroups)
        .where(ownGroup(userId, groupId));
      return row;
    },
  };
}
