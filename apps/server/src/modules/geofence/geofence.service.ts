import {
  defaultDeviceSettings,
  geofenceMessages,
  messages,
  normalizedBoundary,
  serverMessages,
  type Device,
  type GeofenceCircle,
  type GeoFenceRecord,
  type GeoFenceRecordRequest,
  type GeoFenceRulesRequest,
  type GeoFenceSettings,
  type LatLng,
} from '@lodestar/contract';
import type { DeviceFields } from '../../db/schema/index.js';
import type { Caller } from '../../http/authenticate.js';
import { ValidationError } from '../../errors.js';
import type { DeviceChanger, DeviceOutcome, DeviceGate, DeviceModification, FenceFields } from '../devices/index.js';
import { withGeoFenceRule } from '../devices/index.js';

/** The Geo-fence entity is the device's boundary or circle and its geo-fence switch. */
const recordOf = (
  device: Pick<Device, 'deviceUUID' | 'mapBoundaryPoints' | 'geofenceCircle' | 'geoFence'>,
): GeoFenceRecord => ({
  deviceUUID: device.deviceUUID,
  latLongs: device.mapBoundaryPoints,
  circle: device.geofenceCircle,
  active: device.geoFence.enable,
});

/** The fence's shape: a boundary polygon, or a circle with no boundary; neither when there is no fence. */
interface FenceShape {
  boundary: LatLng[];
  circle: GeofenceCircle | null;
}

const shapeOf = (row: DeviceFields): FenceShape => ({ boundary: row.mapBoundaryPoints, circle: row.geofenceCircle });
const hasShape = ({ boundary, circle }: FenceShape) => boundary.length >= 3 || circle !== null;
const sameShape = (a: FenceShape, b: FenceShape) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A change of the fence: its settings and shape, and the whole fence for the device (so a newer geofence command
 * can replace a waiting one). A new shape, or switching the fence on, forgets whether the device was inside: the
 * next report learns it afresh, and only a crossing after that raises an alert.
 */
function fenceChange(
  row: DeviceFields,
  geoFence: GeoFenceSettings,
  shape: FenceShape = shapeOf(row),
): DeviceModification {
  const relearn = !sameShape(shape, shapeOf(row)) || (geoFence.enable && !row.geoFence.enable);
  return {
    changes: {
      geoFence,
      mapBoundaryPoints: shape.boundary,
      geofenceCircle: shape.circle,
      ...(relearn ? { geofenceInside: null } : {}),
    },
    commands: [{ type: 'geofence', payload: { ...geoFence, ...shape } }],
  };
}

type FencedDevice = Pick<DeviceFields, 'geoFence' | 'mapBoundaryPoints' | 'geofenceCircle'>;

/**
 * The fence the fields make of the device's: a shape given replaces the other, as the geo-fence call's does (an empty
 * one clears its own); the switch and rules are merged under the tracking rule; switched on, it needs a shape.
 */
function fenceOf(row: FencedDevice, { geoFence, mapBoundaryPoints, geofenceCircle }: FenceFields) {
  const shape: FenceShape = geofenceCircle
    ? { boundary: [], circle: geofenceCircle }
    : mapBoundaryPoints?.length
      ? { boundary: normalizedBoundary(mapBoundaryPoints), circle: null }
      : {
          boundary: mapBoundaryPoints ?? row.mapBoundaryPoints,
          circle: geofenceCircle === undefined ? row.geofenceCircle : null,
        };
  const settings = withGeoFenceRule({ ...row.geoFence, ...geoFence });
  if (settings.enable && !hasShape(shape)) throw new ValidationError(geofenceMessages.noBoundary);
  return { settings, shape };
}

interface GeofenceServiceDeps {
  deviceFor: DeviceGate;
  changeDevice: DeviceChanger;
}

/** Geofence actions: create or update the boundary, turn on or off, tracking rules, delete. */
export function createGeofenceService({ deviceFor, changeDevice }: GeofenceServiceDeps) {
  return {
    async record(caller: Caller, ref: string): Promise<GeoFenceRecord> {
      return recordOf((await deviceFor(caller, ref, 'view')).device);
    },

    /** Saves the boundary or circle (checked by the request schema), and switches the fence when `active` is given. */
    async saveRecord(caller: Caller, ref: string, body: GeoFenceRecordRequest): Promise<GeoFenceRecord> {
      const found = await deviceFor(caller, ref, 'geofence');
      if (
        body.deviceUUID !== undefined &&
        body.deviceUUID !== found.device.deviceUUID &&
        body.deviceUUID !== found.device.id
      ) {
        throw new ValidationError(serverMessages.geoFenceOtherDevice);
      }
      const shape: FenceShape = body.circle
        ? { boundary: [], circle: body.circle }
        : { boundary: normalizedBoundary(body.latLongs ?? []), circle: null };
      const decide = (row: DeviceFields) =>
        fenceChange(row, { ...row.geoFence, enable: body.active ?? row.geoFence.enable }, shape);
      return recordOf((await changeDevice(caller, found, decide, geofenceMessages.saved)).device);
    },

    async toggle(caller: Caller, ref: string, on: boolean): Promise<DeviceOutcome> {
      const found = await deviceFor(caller, ref, 'geofence');
      const decide = (row: DeviceFields) => {
        if (on && !hasShape(shapeOf(row))) throw new ValidationError(geofenceMessages.noBoundary);
        return fenceChange(row, { ...row.geoFence, enable: on });
      };
      return changeDevice(caller, found, decide, on ? geofenceMessages.turnedOn : geofenceMessages.turnedOff);
    },

    async setRules(caller: Caller, ref: string, rules: GeoFenceRulesRequest): Promise<DeviceOutcome> {
      const found = await deviceFor(caller, ref, 'geofence');
      const decide = (row: DeviceFields) => fenceChange(row, withGeoFenceRule({ ...row.geoFence, ...rules }));
      return changeDevice(caller, found, decide, messages.savedSuccessfully);
    },

    /** The fence fields of the device's own update: checked before any part of that update changes anything. */
    checkFields(device: FencedDevice, fields: FenceFields): void {
      fenceOf(device, fields);
    },

    async changeFields(caller: Caller, ref: string, fields: FenceFields): Promise<DeviceOutcome> {
      const found = await deviceFor(caller, ref, 'geofence');
      const decide = (row: DeviceFields) => {
        const { settings, shape } = fenceOf(row, fields);
        return fenceChange(row, settings, shape);
      };
      return changeDevice(caller, found, decide, geofenceMessages.saved);
    },

    /** Back to disabled, tracking time 0, and no boundary or circle. */
    async remove(caller: Caller, ref: string): Promise<DeviceOutcome> {
      const found = await deviceFor(caller, ref, 'geofence');
      const decide = (row: DeviceFields) =>
        fenceChange(row, { ...defaultDeviceSettings.geoFence }, { boundary: [], circle: null });
      return changeDevice(caller, found, decide, geofenceMessages.deleted);
    },
  };
}

export type GeofenceService = ReturnType<typeof createGeofenceService>;
