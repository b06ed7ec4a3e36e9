import type { Clock } from '../../adapters/clock.js';
import { createDeviceActions } from './device-actions.js';
import { createDeviceChanger } from './device-change.js';
import type { DeviceGate } from './device-gate.js';
import { createDeviceOwnership } from './device-ownership.js';
import { createDeviceReads } from './device-reads.js';
import { createDeviceSettingsChanges } from './device-settings-changes.js';
import type { DeviceShares } from './device-shares-port.js';
import { createDeviceTheftReports } from './device-theft.js';
import { createDeviceUpdate, type DeviceUpdateCalls } from './device-update.js';
import type { DevicesRepository } from './devices.repository.js';

interface DevicesServiceDeps {
  repository: DevicesRepository;
  shares: DeviceShares;
  deviceFor: DeviceGate;
  clock: Clock;
  /** The update's parts applied by calls composed outside this service: the fence and the notification emails. */
  updateCalls: Pick<DeviceUpdateCalls, 'fence' | 'setNotificationEmails'>;
}

/** The device calls, composed from their jobs: reads, settings, actions, theft reports, claim and removal. */
export function createDevicesService({ repository, shares, deviceFor, clock, updateCalls }: DevicesServiceDeps) {
  const changeDevice = createDeviceChanger(repository, clock);
  const settingsChanges = createDeviceSettingsChanges({ deviceFor, changeDevice, shares });
  const actions = createDeviceActions({ deviceFor, changeDevice, clock });
  return {
    ...createDeviceReads({ repository, shares, deviceFor, clock }),
    ...settingsChanges,
    ...actions,
    update: createDeviceUpdate(
      {
        update: settingsChanges.update,
        setAlertSettings: settingsChanges.setAlertSettings,
        setOperatingMode: actions.setOperatingMode,
        locate: actions.locate,
        ...updateCalls,
      },
      deviceFor,
    ),
    ...createDeviceTheftReports({ deviceFor, changeDevice, clock }),
    ...createDeviceOwnership({ repository, deviceFor, clock }),
  };
}

export type DevicesService = ReturnType<typeof createDevicesService>;
