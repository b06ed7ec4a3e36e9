import { stolenMessages } from '@lodestar/contract';
import type { Clock } from '../../adapters/clock.js';
import type { Caller } from '../../http/authenticate.js';
import type { QueuedCommand } from '../device-commands/index.js';
import type { DeviceChanger, DeviceOutcome } from './device-change.js';
import type { DeviceGate } from './device-gate.js';

interface DeviceTheftDeps {
  deviceFor: DeviceGate;
  changeDevice: DeviceChanger;
  clock: Clock;
}

/** Reporting a device stolen and marking it recovered. */
export function createDeviceTheftReports({ deviceFor, changeDevice, clock }: DeviceTheftDeps) {
  return {
    /**
     * Reporting a device stolen makes it report its position continuously, with no end, until it is marked recovered,
     * which sets it back to reporting once. Both are decided on the locked row: reporting a stolen device again keeps
     * the time it was first reported, and marking a device that is not stolen as recovered changes nothing.
     */
    async setStolen(caller: Caller, ref: string, stolen: boolean): Promise<DeviceOutcome> {
      const found = await deviceFor(caller, ref, 'settings');
      const commands: QueuedCommand[] = [{ type: 'reportStolen', payload: { stolen } }];
      if (!stolen) {
        return changeDevice(
          caller,
          found,
          (row) =>
            row.reportedStolenAt === null
              ? { changes: {}, commands: [] }
              : {
                  changes: {
                    reportedStolenAt: null,
                    reportedStolenByName: null,
                    reportedStolenByEmail: null,
                    locationReportMode: 'once',
                  },
                  commands,
                },
          stolenMessages.recovered,
        );
      }
      return changeDevice(
        caller,
        found,
        (row) => ({
          // Reported again, the device keeps who reported it first and when.
          changes:
            row.reportedStolenAt === null
              ? {
                  reportedStolenAt: clock.now(),
                  reportedStolenByName: caller.name,
                  reportedStolenByEmail: caller.email,
                  locationReportMode: 'continuously',
                  liveTrackingUntil: null,
                }
              : { locationReportMode: 'continuously', liveTrackingUntil: null },
          commands,
        }),
        stolenMessages.reported,
      );
    },
  };
}
