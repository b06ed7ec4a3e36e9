import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { DeviceType } from '@lodestar/contract';
import type { Database } from '../../db/client.js';
import { escapeLike } from '../../db/escape-like.js';
import { devices, type DeviceFields, type DeviceRow } from '../../db/schema/index.js';
import { accessibleColumns, visibleTo, type DeviceAccess } from './device-access.js';
import { createPreparedDeviceQueries, type DeviceListParams } from './prepared-queries.js';

export interface AccessibleDevice extends DeviceAccess {
  device: DeviceFields;
  shareCount: number;
}

export interface DeviceListFilter {
  userId: string;
  now: Date;
  type?: DeviceType;
  search?: string;
  offset: number;
  limit: number;
}

/** A row read with `accessibleColumns`, as the device and the reader's access to it. */
export const accessibleDevice = ({
  device,
  access,
  shareCount,
}: {
  device: DeviceFields;
  access: DeviceAccess;
  shareCount: number;
}): AccessibleDevice => ({
  device,
  shareCount,
  ...access,
});

/** The device reads: the devices a user can see (a page, some by id, one), and a device by its serial number. */
export function createDeviceLookups(db: Database) {
  const prepared = createPreparedDeviceQueries(db);
  return {
    async listAccessible(filter: DeviceListFilter): Promise<{ rows: AccessibleDevice[]; total: number }> {
      const params: DeviceListParams = {
        userId: filter.userId,
        now: filter.now.toISOString(),
        offset: filter.offset,
        limit: filter.limit,
        ...(filter.type ? { type: filter.type } : {}),
        ...(filter.search ? { pattern: `%${escapeLike(filter.search)}%` } : {}),
      };
      const queries = prepared.list(params);
      const [rows, [totals]] = await Promise.all([queries.page.execute(params), queries.count.execute(params)]);
      return { rows: rows.map(accessibleDevice), total: totals?.total ?? 0 };
    },

    /** Those of these devices (by `_id`) the user can see, by name: one query however many there are. */
    async listAccessibleByIds(userId: string, ids: readonly string[], now: Date): Promise<AccessibleDevice[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select(accessibleColumns(userId, now))
        .from(devices)
        .where(and(inArray(devices.id, [...ids]), visibleTo(userId, now)))
        .orderBy(asc(devices.name), asc(devices.id));
      return rows.map(accessibleDevice);
    },

    /** The device as this user sees it, by `_id` or `deviceUUID`; undefined when they cannot see it. */
    async findAccessible(userId: string, ref: string, now: Date): Promise<AccessibleDevice | undefined> {
      const [row] = await prepared.one(ref).execute({ userId, now: now.toISOString(), ref });
      return row && accessibleDevice(row);
    },

    /** The id of the device with this IMEI or serial number, if this user can see it (realtime rooms). */
    async findVisibleIdByKey(userId: string, key: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .select({ id: devices.id })
        .from(devices)
        .where(and(or(eq(devices.imei, key), eq(devices.deviceUUID, key)), visibleTo(userId, now)))
        .limit(1);
      return row?.id;
    },

    /** The owned devices among these serial numbers that this user can see. */
    async listVisibleByUUIDs(
      userId: string,
      deviceUUIDs: string[],
      now: Date,
    ): Promise<{ id: string; deviceUUID: string; userId: string }[]> {
      if (deviceUUIDs.length === 0) return [];
      const rows = await db
        .select({ id: devices.id, deviceUUID: devices.deviceUUID, userId: devices.userId })
        .from(devices)
        .where(and(inArray(devices.deviceUUID, deviceUUIDs), visibleTo(userId, now)));
      return rows.flatMap((row) => (row.userId ? [{ ...row, userId: row.userId }] : []));
    },

    /** Whether the user's account holds a device of this type as its SuperOwner (a share does not count). */
    async ownsDeviceOfType(userId: string, type: DeviceType): Promise<boolean> {
      const [row] = await db
        .select({ id: devices.id })
        .from(devices)
        .where(and(eq(devices.userId, userId), eq(devices.deviceType, type), eq(devices.deleted, false)))
        .limit(1);
      return row !== undefined;
    },

    async findByUUID(deviceUUID: string): Promise<DeviceRow | undefined> {
      const [row] = await db.select().from(devices).where(eq(devices.deviceUUID, deviceUUID));
      return row;
    },
  };
}
