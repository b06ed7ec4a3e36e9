import type { GroupSummary } from '@lodestar/contract';
import type { GroupRecord } from './group-reads.repository.js';

/** The Group of the API: only the devices its owner can see now are in it. */
export function toGroupSummary({ id, name, createdAt, deviceIds }: GroupRecord): GroupSummary {
  return { _id: id, name, devicesId: deviceIds, deviceCount: deviceIds.length, createdAt: createdAt.toISOString() };
}
