import type { Database } from '../../db/client.js';
import { createDeviceLookups } from './device-lookups.repository.js';
import { createDeviceModifications } from './device-modifications.repository.js';
import { createDeviceOwnershipRecords } from './device-ownership.repository.js';
import { createDevicePictures } from './device-pictures.repository.js';


/**
 * The devices table, composed from its jobs: the reads, the picture, the changes, and a device's coming onto and
 * leaving an account.
 */
export function createDevicesRepository(db: Database) {
  return {
    ...createDeviceLookups(db),
    ...createDevicePictures(db),
    ...createDeviceModifications(db),
    ...createDeviceOwnershipRecords(db),
  };
}

export type DevicesRepository = ReturnType<typeof createDevicesRepository>;
