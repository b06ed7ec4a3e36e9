import { and, asc, count, eq, ilike, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { deviceGroupMembers, deviceGroups, devices } from '../../db/schema/index.js';
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

export interface GroupChange {
  name?: string;
  /** Replaces the whole set when given. */
  deviceIds?: string[];
}

/** How a save went: a group that is not the user's, or a device they cannot see, leaves everything as it was. */
export type GroupSaveOutcome =
  { status: 'saved'; group: GroupRecord } | { status: 'notFound' } | { status: 'devicesNotVisible' };

/** How a creation went: the new group's id, or nothing made when the user cannot see one of the devices. */
export type GroupCreateOutcome = { status: 'saved'; id: string } | { status: 'devicesNotVisible' };

type Reader = Pick<Database, 'select'>;

/**
 * The group's members the user can see, as one text array (a removed device or a lapsed share drops out). The
 * visibility subquery does not depend on the group, so PostgreSQL builds it once for the whole list. Tables are
 * named in full: Drizzle leaves columns unqualified in a single-table select, where they would bind to the group.
 */
const visibleMemberIds = (userId: string, now: Date) => sql<string[]>`coalesce((
  SELECT array_agg(gm.device_id::text ORDER BY devices.name, devices.id)
  FROM device_group_members gm JOIN devices ON devices.id = gm.device_id
  WHERE gm.group_id = device_groups.id AND ${visibleTo(userId, now)}
), '{}'::text[])`;

const ownGroup = (userId: string, groupId: string) =>
  and(eq(deviceGroups.id, groupId), eq(deviceGroups.userId, userId));

function summaries(db: Reader, userId: string, now: Date, where: SQL | undefined) {
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

/** Whether the user can see every one of these devices now. */
async function allVisible(db: Reader, userId: string, deviceIds: string[], now: Date): Promise<boolean> {
  const [row] = await db
    .select({ visible: count() })
    .from(devices)
    .where(and(inArray(devices.id, deviceIds), visibleTo(userId, now)));
  return row?.visible === deviceIds.length;
}

export function createGroupsRepository(db: Database) {
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

    /** Creates the group, unless the user cannot see one of the devices. */
    async create(userId: string, name: string, deviceIds: string[], now: Date): Promise<GroupCreateOutcome> {
      return db.transaction(async (tx) => {
        if (!(await allVisible(tx, userId, deviceIds, now))) return { status: 'devicesNotVisible' };
        const [group] = await tx
          .insert(deviceGroups)
          .values({ userId, name, createdAt: now, updatedAt: now })
          .returning({ id: deviceGroups.id });
        await tx.insert(deviceGroupMembers).values(deviceIds.map((deviceId) => ({ groupId: group!.id, deviceId })));
        return { status: 'saved', id: group!.id };
      });
    },

    /** Renames the group and/or replaces its devices, under the group's row lock so concurrent saves queue up. */
    async update(userId: string, groupId: string, change: GroupChange, now: Date): Promise<GroupSaveOutcome> {
      return db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ id: deviceGroups.id })
          .from(deviceGroups)
          .where(ownGroup(userId, groupId))
          .for('update');
        if (!locked) return { status: 'notFound' };
        const { name, deviceIds } = change;
        if (deviceIds) {
          if (!(await allVisible(tx, userId, deviceIds, now))) return { status: 'devicesNotVisible' };
          await tx
            .delete(deviceGroupMembers)
            .where(and(eq(deviceGroupMembers.groupId, groupId), notInArray(deviceGroupMembers.deviceId, deviceIds)));
          await tx
            .insert(deviceGroupMembers)
            .values(deviceIds.map((deviceId) => ({ groupId, deviceId })))
            .onConflictDoNothing();
        }
        await tx
          .update(deviceGroups)
          .set({ ...(name === undefined ? {} : { name }), updatedAt: now })
          .where(eq(deviceGroups.id, groupId));
        const [saved] = await summaries(tx, userId, now, eq(deviceGroups.id, groupId));
        return { status: 'saved', group: saved! };
      });
    },

    /** Deletes the user's group (its members go with it); answers whether there was one. */
    async remove(userId: string, groupId: string): Promise<boolean> {
      const removed = await db.delete(deviceGroups).where(ownGroup(userId, groupId)).returning({ id: deviceGroups.id });
      return removed.length > 0;
    },
  };
}

export type GroupsRepository = ReturnType<typeof createGroupsRepository>;
