import { messages, osmandMessages, passcodeMessages, Privilege } from '@lodestar/contract';
import { newOsmandId } from '../../db/schema/index.js';
import type { Caller } from '../../http/authenticate.js';
import { ForbiddenError } from '../../errors.js';
import { toDevice } from './device.mapper.js';
import type { DeviceChanger, DeviceOutcome } from './device-change.js';
import type { DeviceGate } from './device-gate.js';
import type { DeviceShares } from './device-shares-port.js';
import { fixedChange } from './fixed-change.js';
import { mergeSettings, type DeviceSettingsRequest } from './merge-settings.js';

/** Fields of PUT /api/devices/{id} that change how the device behaves, so the device is told. */
const deviceActedFields = [
  'scheduleReport',
  'scheduleReportInterval',
  'tone',
  'ledFlash',
  'tsaAccessible',
  'emergencyMode',
  'temperature',
  'waterAlarm',
  'accelerometer',
] as const satisfies readonly (keyof DeviceSettingsRequest)[];

interface DeviceSettingsChangesDeps {
  deviceFor: DeviceGate;
  changeDevice: DeviceChanger;
  shares: Pick<DeviceShares, 'setAlerts'>;
}

/** The device's settings: the settings page, the passcode, OsmAnd access and the caller's own alert switches. */
export function createDeviceSettingsChanges({ deviceFor, changeDevice, shares }: DeviceSettingsChangesDeps) {
  return {
    async update(caller: Caller, ref: string, body: DeviceSettingsRequest): Promise<DeviceOutcome> {
      const found = await deviceFor(caller, ref, 'settings');
      // The plan flags belong to the account the device is in, like its plans.
      const planFlags = body.isTrialAvailed || body.isTermsAccepted || body.isFirstLogin !== undefined;
      if (planFlags && found.privilege !== Privilege.SuperOwner) throw new ForbiddenError(messages.permissionDenied);
      return changeDevice(
        caller,
        found,
        (row) => {
          const changes = mergeSettings(row, body);
          const acted = Object.fromEntries(
            deviceActedFields.filter((field) => field in changes).map((field) => [field, changes[field]]),
          );
          return { changes, commands: Object.keys(acted).length > 0 ? [{ type: 'settings', payload: acted }] : [] };
        },
        messages.updatedSuccessfully,
      );
    },

    /** A new master key for the lock (the Security tab); the device is told it with a rekey command. */
    async changePasscode(caller: Caller, ref: string, passcode: string): Promise<DeviceOutcome> {
      const found = await deviceFor(caller, ref, 'settings');
      const change = fixedChange({ passcode }, [{ type: 'rekey', payload: { passcode } }]);
      return changeDevice(caller, found, change, passcodeMessages.changed);
    },

    /** Accepts OsmAnd reports under the device's IMEI or serial number too, or stops accepting them. */
    async setOsmandSerialNumber(caller: Caller, ref: string, accepted: boolean): Promise<DeviceOutcome> {
      const found = await deviceFor(caller, ref, 'settings');
      const message = accepted ? osmandMessages.serialNumberAccepted : osmandMessages.serialNumberRefused;
      return changeDevice(caller, found, fixedChange({ osmandSerialAccepted: accepted }, []), message);
    },

    /** A new OsmAnd identifier: the old one stops working (a leaked identifier, a device handed on). */
    async renewOsmandId(caller: Caller, ref: string): Promise<DeviceOutcome> {
      const found = await deviceFor(caller, ref, 'settings');
      return changeDevice(caller, found, fixedChange({ osmandId: newOsmandId }, []), osmandMessages.renewed);
    },

    /** The caller's own alert switches: the device's for its SuperOwner, their share's for anyone else. */
    async setAlertSettings(
      caller: Caller,
      ref: string,
      body: { pushNotification?: boolean; emailAlerts?: boolean },
    ): Promise<DeviceOutcome> {
      const found = await deviceFor(caller, ref, 'alertSettings');
      if (found.privilege === Privilege.SuperOwner) {
        return changeDevice(caller, found, fixedChange(body, []), messages.updatedSuccessfully);
      }
      await shares.setAlerts(found.device.id, caller.id, body);
      const seen = await deviceFor(caller, found.device.id, 'view');
      return { message: messages.updatedSuccessfully, device: toDevice(seen, caller.roles) };
    },
  };
}
