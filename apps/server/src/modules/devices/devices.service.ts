import { can, type DeviceSummary, type DeviceType, type Role } from '@lodestar/contract';
import type { DeviceRow, UserRow } from '../../db/schema/index.js';
import { ForbiddenError } from '../../errors.js';
import type { DevicesRepository } from './devices.repository.js';

export interface FindDevicesInput {
  userId: string;
  type?: DeviceType | 'all';
  name?: string;
  filter?: string;
  page: number;
  perPage: number;
}

const toSummary = (row: DeviceRow): DeviceSummary => ({
  _id: row.id,
  deviceUUID: row.deviceUUID,
  name: row.name,
  deviceType: row.deviceType,
  userId: row.userId ?? '',
  color: row.color,
  lastSeenTime: row.lastSeenTime?.toISOString() ?? null,
});

export function createDevicesService(repository: DevicesRepository) {
  return {
    /** A user's devices; only admins may list another account's. Pages count from 1; page 0 is the first page too. */
    async find(caller: UserRow, input: FindDevicesInput): Promise<{ devices: DeviceSummary[]; total: number }> {
      if (input.userId !== caller.id && !can('administerUsers', caller.roles as Role[])) {
        throw new ForbiddenError('You can only list your own devices.');
      }
      const page = Math.max(1, input.page);
      const { rows, total } = await repository.listOwned({
        ownerId: input.userId,
        type: input.type === 'all' ? undefined : input.type,
        search: input.name || input.filter || undefined,
        offset: (page - 1) * input.perPage,
        limit: input.perPage,
      });
      return { devices: rows.map(toSummary), total };
    },
  };
}

export type DevicesService = ReturnType<typeof createDevicesService>;
