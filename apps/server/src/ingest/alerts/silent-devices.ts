import type { Clock } from '../../adapters/clock.js';
import type { AlertNotifier } from './alert-notifier.js';
import type { SilentDevicesRepository } from './silent-devices.repository.js';

/** Devices one check marks and tells at a time. */
export const SILENT_CHECK_BATCH = 1000;

/**
 * The silent-device check the timed jobs run every minute: every watched device that has not reported for its hours
 * is told once, as a `silent` alert at its last position; its next report clears it (the position pipeline).
 * Answers how many were told.
 */
export function createSilentDeviceCheck({
  repository,
  notifier,
  clock,
}: {
  repository: SilentDevicesRepository;
  notifier: Pick<AlertNotifier, 'tell'>;
  clock: Clock;
}) {
  return async function checkSilentDevices(): Promise<number> {
    let told = 0;
    for (;;) {
      const silent = await repository.claimSilent(clock.now(), SILENT_CHECK_BATCH);
      for (const device of silent) {
        await notifier.tell(device.id, [
          {
            alert: 'silent',
            deviceUUID: device.deviceUUID,
            latitude: device.lastLatitude,
            longitude: device.lastLongitude,
            timeCreated: device.lastSeenTime.toISOString(),
            address: '',
          },
        ]);
      }
      told += silent.length;
      if (silent.length < SILENT_CHECK_BATCH) return told;
    }
  };
}
