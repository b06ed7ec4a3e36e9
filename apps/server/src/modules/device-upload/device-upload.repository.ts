import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DeviceType } from '@lodestar/contract';
import type { Database } from '../../db/client.js';
import { devices } from '../../db/schema/index.js';

export interface Activation {
  serial: string;
  name: string;
}

/** Where a serial number stands for a dealer who could not activate it. */
export type Standing = 'yours' | 'otherType' | 'notAllocated';

export function createDeviceUploadRepository(db: Database) {
  return {
    /**
     * Adds to the dealer's account, in one statement, each listed device that is unclaimed stock allocated to them, of
     * this type, under the row's name; the allocation is used up. Answers the serial numbers it added: a device added
     * by an earlier or a concurrent upload is no longer unclaimed, so nothing is added twice.
     */
    async activate(dealerId: string, type: DeviceType, rows: Activation[], now: Date): Promise<Set<string>> {
      if (rows.length === 0) return new Set();
      const listed = sql.join(
        rows.map((row) => sql`(${row.serial}, ${row.name})`),
        sql`, `,
      );
      const added = await db.execute(sql`
        update ${devices} set user_id = ${dealerId}, allocated_to = null, name = listed.name, updated_at = ${now}
        from (values ${listed}) as listed(serial, name)
        where ${devices.deviceUUID} = listed.serial and ${devices.userId} is null and ${devices.allocatedTo} = ${dealerId}
          and ${devices.deviceType} = ${type} and not ${devices.deleted}
        returning ${devices.deviceUUID}`);
      return new Set((added as unknown as { rows: { device_uuid: string }[] }).rows.map((row) => row.device_uuid));
    },

    /** The serial numbers of the dealer's stock of this type not added yet, in order, at most `limit`. */
    async allocatedSerials(dealerId: string, type: DeviceType, limit: number): Promise<string[]> {
      const rows = await db
        .select({ serial: devices.deviceUUID })
        .from(devices)
        .where(
          and(
            eq(devices.allocatedTo, dealerId),
            isNull(devices.userId),
            eq(devices.deviceType, type),
            eq(devices.deleted, false),
          ),
        )
        .orderBy(devices.deviceUUID)
        .limit(limit);
      return rows.map((row) => row.serial);
    },

    /** Why the serial numbers were not added: already the dealer's, stock of theirs of another type, or neither. */
    async standings(dealerId: string, type: DeviceType, serials: string[]): Promise<Map<string, Standing>> {
      if (serials.length === 0) return new Map();
      const rows = await db
        .select({
          serial: devices.deviceUUID,
          userId: devices.userId,
          allocatedTo: devices.allocatedTo,
          type: devices.deviceType,
        })
        .from(devices)
        .where(and(inArray(devices.deviceUUID, serials), eq(devices.deleted, false)));
      const standings = new Map<string, Standing>();
      for (const row of rows) {
        if (row.userId === dealerId) standings.set(row.serial, 'yours');
        else if (row.userId === null && row.allocatedTo === dealerId && row.type !== type)
          standings.set(row.serial, 'otherType');
      }
      return standings;
    },
  };
}

export type DeviceUploadRepository = ReturnType<typeof createDeviceUploadRepository>;
