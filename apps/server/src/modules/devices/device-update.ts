import type { Device, UpdateDeviceRequest } from '@lodestar/contract';
import type { Caller } from '../../http/authenticate.js';
import { ValidationError } from '../../errors.js';
import type { DeviceOutcome } from './device-change.js';
import type { DeviceGate } from './device-gate.js';
import { DEVICE_ID_MISMATCH } from './merge-settings.js';

interface DeviceUpdateParts {
  update: (caller: Caller, ref: string, body: UpdateDeviceRequest) => Promise<DeviceOutcome>;
  setAlertSettings: (
    caller: Caller,
    ref: string,
    body: { pushNotification?: boolean; emailAlerts?: boolean },
  ) => Promise<DeviceOutcome>;
  setOperatingMode: (caller: Caller, ref: string, operatingMode: Device['operatingMode']) => Promise<DeviceOutcome>;
}

const defined = <T extends object>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;

/**
 * PUT /api/devices/{id} as the spec's client sends it (decision 0083): the settings the call owns, and the fields that
 * have calls of their own, each applied by its call's rules and access. A request of several parts has every part's
 * access checked before anything changes, and the settings (whose values are checked as they are applied) go first,
 * so a refusal changes nothing; a request of one part is that part's call alone.
 */
export function createDeviceUpdate(parts: DeviceUpdateParts, deviceFor: DeviceGate) {
  return async (caller: Caller, ref: string, body: UpdateDeviceRequest): Promise<DeviceOutcome> => {
    const { pushNotification, emailAlerts, operatingMode, _id: named, ...settings } = body;
    const alerts = defined({ pushNotification, emailAlerts });
    const hasSettings = Object.keys(settings).length > 0;
    const hasAlerts = Object.keys(alerts).length > 0;
    const gates = [
      ...(hasSettings ? (['settings'] as const) : []),
      ...(hasAlerts ? (['alertSettings'] as const) : []),
      ...(operatingMode ? (['operatingMode'] as const) : []),
    ];
    // The settings check the body's `_id` themselves; without them, the first gate does.
    if (gates.length > 1 || (!hasSettings && named !== undefined)) {
      for (const gate of gates) {
        const found = await deviceFor(caller, ref, gate);
        if (named !== undefined && named !== found.device.id) throw new ValidationError(DEVICE_ID_MISMATCH);
      }
    }
    let outcome: DeviceOutcome | undefined;
    if (hasSettings) outcome = await parts.update(caller, ref, { ...settings, _id: named });
    if (hasAlerts) outcome = await parts.setAlertSettings(caller, ref, alerts);
    if (operatingMode) outcome = await parts.setOperatingMode(caller, ref, operatingMode);
    if (!outcome) throw new ValidationError('Nothing to update.');
    return outcome;
  };
}
