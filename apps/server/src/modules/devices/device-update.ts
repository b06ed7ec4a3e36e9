import type { Device, DeviceAction, UpdateDeviceRequest } from '@lodestar/contract';
import type { Caller } from '../../http/authenticate.js';
import { ValidationError } from '../../errors.js';
import type { DeviceOutcome } from './device-change.js';
import { authorize, type DeviceGate } from './device-gate.js';
import type { DeviceFields } from '../../db/schema/index.js';
import { refuseTrackingWhileStolen } from './device-actions.js';
import { DEVICE_ID_MISMATCH, type DeviceSettingsRequest } from './merge-settings.js';

type Apply<Fields> = (caller: Caller, ref: string, fields: Fields) => Promise<DeviceOutcome>;
/** The device's fence fields, which the geo-fence module applies by its calls' rules. */
export type FenceFields = Pick<UpdateDeviceRequest, 'geoFence' | 'mapBoundaryPoints' | 'geofenceCircle'>;

/** The calls that apply the parts of a device update, each by its own rules and access. */
export interface DeviceUpdateCalls {
  update: Apply<DeviceSettingsRequest>;
  setAlertSettings: Apply<{ pushNotification?: boolean; emailAlerts?: boolean }>;
  setOperatingMode: Apply<Device['operatingMode']>;
  locate: Apply<{ locationReportMode: Device['locationReportMode'] }>;
  setNotificationEmails: Apply<string[]>;
  /** The geo-fence module's (composed after this one): the fence fields, and their check against the device. */
  fence: { check: (device: DeviceFields, fields: FenceFields) => void; change: Apply<FenceFields> };
}

/** One part of the request: the access it needs, a check of its values against the device, and its call. */
interface UpdatePart {
  action: DeviceAction;
  /** Whether its call checks the body's `_id` itself. */
  checksId?: boolean;
  check?: (device: DeviceFields) => void;
  apply: (caller: Caller, ref: string) => Promise<DeviceOutcome>;
}

const defined = <T extends object>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
const isEmpty = (fields: object) => Object.keys(fields).length === 0;

/**
 * The request's parts in the order they are applied: the settings first, as their values are checked as applied, and
 * the notification emails last, as their mails cannot be taken back.
 */
function partsOf(calls: DeviceUpdateCalls, body: UpdateDeviceRequest): UpdatePart[] {
  const { pushNotification, emailAlerts, operatingMode, locationReportMode, notificationEmails, _id, ...rest } = body;
  const { geoFence, mapBoundaryPoints, geofenceCircle, ...settings } = rest;
  const alerts = defined({ pushNotification, emailAlerts });
  const fence = defined({ geoFence, mapBoundaryPoints, geofenceCircle });
  const parts: (UpdatePart | false)[] = [
    !isEmpty(settings) && {
      action: 'settings',
      checksId: true,
      apply: (caller, ref) => calls.update(caller, ref, { ...settings, _id }),
    },
    !isEmpty(alerts) && {
      action: 'alertSettings',
      apply: (caller, ref) => calls.setAlertSettings(caller, ref, alerts),
    },
    !!operatingMode && {
      action: 'operatingMode',
      apply: (caller, ref) => calls.setOperatingMode(caller, ref, operatingMode),
    },
    !isEmpty(fence) && {
      action: 'geofence',
      check: (device) => calls.fence.check(device, fence),
      apply: (caller, ref) => calls.fence.change(caller, ref, fence),
    },
    !!locationReportMode && {
      action: 'locate',
      check: refuseTrackingWhileStolen,
      apply: (caller, ref) => calls.locate(caller, ref, { locationReportMode }),
    },
    // Last: the confirmation links it mails cannot be taken back.
    !!notificationEmails && {
      action: 'settings',
      apply: (caller, ref) => calls.setNotificationEmails(caller, ref, notificationEmails),
    },
  ];
  return parts.filter((part): part is UpdatePart => part !== false);
}

/**
 * PUT /api/devices/{id} as the spec's client sends it (decision 0083): the settings the call owns, and the fields that
 * have calls of their own, each applied by its call's rules and access. A request of several parts has every part's
 * access and values checked before anything changes, and the settings (whose values are checked as they are applied)
 * go first, so a refusal changes nothing; a request of one part is that part's call alone.
 */
export function createDeviceUpdate(calls: DeviceUpdateCalls, deviceFor: DeviceGate) {
  return async (caller: Caller, ref: string, body: UpdateDeviceRequest): Promise<DeviceOutcome> => {
    const parts = partsOf(calls, body);
    const named = body._id;
    // The settings check the body's `_id` themselves; without them, the first gate does.
    const [first] = parts;
    if (first && (parts.length > 1 || (named !== undefined && !first.checksId))) {
      // One read of the device; each part's privilege is checked against it, as its own call's gate would.
      const found = await deviceFor(caller, ref, first.action);
      if (named !== undefined && named !== found.device.id) throw new ValidationError(DEVICE_ID_MISMATCH);
      for (const part of parts) {
        authorize(caller, found, part.action);
        part.check?.(found.device);
      }
    }
    let outcome: DeviceOutcome | undefined;
    for (const part of parts) outcome = await part.apply(caller, ref);
    if (!outcome) throw new ValidationError('Nothing to update.');
    return outcome;
  };
}
