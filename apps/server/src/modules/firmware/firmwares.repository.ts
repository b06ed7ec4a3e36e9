import { and, desc, eq } from 'drizzle-orm';
import type { DeviceType } from '@lodestar/contract';
import type { Database } from '../../db/client.js';
import { firmwares, type FirmwareRow } from '../../db/schema/index.js';

export function createFirmwaresRepository(db: Database) {
  return {
    async latest(deviceType: DeviceType): Promise<FirmwareRow | undefined> {
      const [row] = await db
        .select()
        .from(firmwares)
        .where(eq(firmwares.deviceType, deviceType))
        .orderBy(desc(firmwares.releasedAt))
        .limit(1);
      return row;
    },
    async find(deviceType: DeviceType, version: string): Promise<FirmwareRow | undefined> {
      const [row] = await db
        .select()
        .from(firmwares)
        .where(and(eq(firmwares.deviceType, deviceType), eq(firmwares.version, version)));
      return row;
    },
  };
}

export type FirmwaresRepository = ReturnType<typeof createFirmwaresRepository>;
