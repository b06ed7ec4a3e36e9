import type { Clock } from '../../adapters/clock.js';
import type { AlertNotifier } from './alert-notifier.js';
import type { AlertFact } from './alert-fact.js';
import type { SilentDevice, SilentDevicesRepository } from './silent-devices.repository.js';

/** The alert of a silent device: at its newest position, at the time that position was fixed. */
function silentAlert(device: SilentDevice): AlertFact {
  return {
    alert: 'silent',
    deviceUUID: device.deviceUUID,
    latitude: device.lastLatitude,
    longitude: device.lastLongitude,
    timeCreated: device.lastFixAt.toISOString(),
    address: '',
    battery_percentage: null,
    modem_temperature_c: null,
  };
}

/** Devices one check marks and tells at a time. */
export const SILENT_CHECK_BATCH = 1000;

/**
 * The silent-device check the timed jobs run every minute: every watched device that has not reported for its hours
 * is told once, as a `silent` alert at its newest position; its next report clears it (the position pipeline).
 * Answers how many were told.
 */
export function createSilentDeviceCheck({
  repository,
  notifier,
  clock,
  log,
}: {
  repository: SilentDevicesRepository;
  notifier: Pick<AlertNotifier, 'tellEach'>;
  clock: Clock;
  log: { error(details: object, message: string): void };
}) {
  return async function checkSilentDevices(): Promise<number> {
    let told = 0;
    for (;;) {
      const silent = await repository.claimSilent(clock.now(), SILENT_CHECK_BATCH);
      // The claimed devices are told together; one that cannot be told is logged by the notifier and the others still
      // are. Should the whole batch fail (the database gone), its devices stay marked told and the next batch goes on.
      try {
        await notifier.tellEach(silent.map((device) => ({ deviceId: device.id, alerts: [silentAlert(device)] })));
      } catch (error) {
        log.error({ err: error, deviceIds: silent.map((device) => device.id) }, 'telling silent devices failed');
      }
      told += silent.length;
      if (silent.length < SILENT_CHECK_BATCH) return told;
    }
  };
}
