import {
  liveTrackingDurations,
  messages,
  serverMessages,
  stolenMessages,
  type Device,
  type LocateRequest,
} from '@lodestar/contract';
import type { Clock } from '../../adapters/clock.js';
import type { DeviceFields } from '../../db/schema/index.js';
import type { Caller } from '../../http/authenticate.js';
import { ConflictError } from '../../errors.js';
import type { QueuedCommand } from '../device-commands/index.js';
import type { DeviceChanger, DeviceOutcome } from './device-change.js';
import type { DeviceGate, GatedDevice } from './device-gate.js';
import type { DeviceChanges } from './device-modifications.repository.js';
import { fixedChange } from './fixed-change.js';

/** A stolen device reports continuously until it is recovered: locating and stop tracking must not end that. */
export function refuseTrackingWhileStolen(row: Pick<DeviceFields, 'reportedStolenAt'>): void {
  if (row.reportedStolenAt !== null) throw new ConflictError(stolenMessages.trackingWhileStolen);
}

interface DeviceActionsDeps {
  deviceFor: DeviceGate;
  changeDevice: DeviceChanger;
  clock: Clock;
}

/** What the device is told to do now: the alarm, its operating and airplane modes, locating and live tracking. */
export function createDeviceActions({ deviceFor, changeDevice, clock }: DeviceActionsDeps) {
  const changeUnlessStolen = (
    caller: Caller,
    found: GatedDevice,
    changes: DeviceChanges,
    commands: QueuedCommand[],
    message: string,
  ) =>
    changeDevice(
      caller,
      found,
      (row) => {
        refuseTrackingWhileStolen(row);
        return { changes, commands };
      },
      message,
    );

  return {
    async setAlarm(caller: Caller, ref: string, on: boolean): Promise<DeviceOutcome> {
      const found = await deviceFor(caller, ref, 'alarm');
      const message = on ? serverMessages.alarmOn : serverMessages.alarmOff;
      return changeDevice(caller, found, fixedChange({ alarm: on }, [{ type: 'alarm', payload: { on } }]), message);
    },

    async setOperatingMode(
      caller: Caller,
      ref: string,
      operatingMode: Device['operatingMode'],
    ): Promise<DeviceOutcome> {
      const found = await deviceFor(caller, ref, 'operatingMode');
      const change = fixedChange({ operatingMode }, [{ type: 'operatingMode', payload: { operatingMode } }]);
      return changeDevice(caller, found, change, messages.updatedSuccessfully);
    },

    async setAirplaneMode(caller: Caller, ref: string, durationSeconds: number): Promise<DeviceOutcome> {
      const found = await deviceFor(caller, ref, 'airplaneMode');
      const until = new Date(clock.now().getTime() + durationSeconds * 1000);
      const commands: QueuedCommand[] = [{ type: 'airplaneMode', payload: { duration: durationSeconds } }];
      return changeDevice(
        caller,
        found,
        fixedChange({ airplaneModeUntil: until }, commands),
        serverMessages.airplaneModeRequested,
      );
    },

    /**
     * Asks the device for its position once, or to keep reporting it for a live-tracking duration
     * (location report mode `continuously`); housekeeping sets the mode back to once when the duration is over.
     */
    async locate(
      caller: Caller,
      ref: string,
      { locationReportMode, duration = liveTrackingDurations[0] }: LocateRequest,
    ): Promise<DeviceOutcome> {
      const found = await deviceFor(caller, ref, 'locate');
      if (locationReportMode === 'once') {
        const commands: QueuedCommand[] = [{ type: 'locate', payload: { locationReportMode } }];
        const changes: DeviceChanges = { locationReportMode, liveTrackingUntil: null };
        return changeUnlessStolen(caller, found, changes, commands, messages.requestedSuccessfully);
      }
      const liveTrackingUntil = new Date(clock.now().getTime() + duration * 1000);
      const commands: QueuedCommand[] = [{ type: 'locate', payload: { locationReportMode, duration } }];
      const changes: DeviceChanges = { locationReportMode, liveTrackingUntil };
      return changeUnlessStolen(caller, found, changes, commands, messages.requestedSuccessfully);
    },

    /** Ends continuous tracking: the device goes back to reporting once. */
    async stopTracking(caller: Caller, ref: string): Promise<DeviceOutcome> {
      const found = await deviceFor(caller, ref, 'locate');
      const commands: QueuedCommand[] = [{ type: 'stopTracking', payload: {} }];
      const changes: DeviceChanges = { locationReportMode: 'once', liveTrackingUntil: null };
      return changeUnlessStolen(caller, found, changes, commands, messages.liveTrackingDisabled);
    },
  };
}
