import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DeviceType } from '@lodestar/contract';
import type { Database } from '../../db/client.js';
import { devices, type DeviceRow } from '../../db/schema/index.js';

export interface DeviceListFilter {
  ownerId: string;
  type?: DeviceType;
  search?: string;
  offset: number;
  limit: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createDevicesRepository(db: Database) {
  return {
    async listOwned(filter: DeviceListFilter): Promise<{ rows: DeviceRow[]; total: number }> {
      const conditions: SQL[] = [eq(devices.userId, filter.ownerId), eq(devices.deleted, false)];
      if (filter.type) conditions.push(eq(devices.deviceType, filter.type));
      if (filter.search) {
        const pattern = `%${escapeLike(filter.search)}%`;
        conditions.push(or(ilike(devices.name, pattern), ilike(devices.deviceUUID, pattern)) as SQL);
      }
      const where = and(...conditions);
      const [rows, [totals]] = await Promise.all([
        db.select().from(devices).where(where).orderBy(asc(devices.name), asc(devices.id)).offset(filter.offset).limit(filter.limit),
        db.select({ total: count() }).from(devices).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
  };
}

export type DevicesRepository = ReturnType<typeof createDevicesRepository>;
