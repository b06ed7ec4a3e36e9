import { and, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { deviceGroupMembers, deviceGroups, devices } from '../../db/schema/index.js';
import { visibleTo } from '../devices/index.js';
import { ownGroup, summaries, type GroupRecord, type Reader } from './group-reads.repository.js';

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

/** Whether the user can see every one of these devices now. */
async function allVisible(db: Reader, userId: string, deviceIds: string[], now: Date): Promise<boolean> {
  const [row] = await db
    .select({ visible: count() })
    .from(devices)
    .where(and(inArray(devices.id, deviceIds), visibleTo(userId, now)));
  return row?.visible === deviceIds.length;
}

/** The user's groups made, changed and deleted; a device they cannot see is never put in one. */
export function createGroupWrites(db: Database) {
  return {
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
