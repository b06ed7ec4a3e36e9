import {
  deviceEndpoints as devices,
  geofenceEndpoints as geofence,
  type Device,
  type GeoFenceRulesRequest,
  type LocateRequest,
  type PasscodeChangeRequest,
  type UpdateDeviceRequest,
} from '@lodestar/contract';
import { callApi } from '../../../lib/api-client';

type AlertSwitches = Partial<Pick<Device, 'pushNotification' | 'emailAlerts'>>;
const onOff = (on: boolean) => (on ? 'on' : 'off');

/** The device calls that answer a message and the device as it now is. */
export const deviceCommands = {
  locate: (id: string, body: LocateRequest) => callApi(devices.locate, { params: { id }, body }),
  stopTracking: (id: string) => callApi(devices.stopTracking, { params: { id } }),
  airplaneMode: (id: string, duration: number) => callApi(devices.airplaneMode, { params: { id }, body: { duration } }),
  operatingMode: (id: string, operatingMode: Device['operatingMode']) =>
    callApi(devices.operatingMode, { params: { id }, body: { operatingMode } }),
  alertSettings: (id: string, body: AlertSwitches) => callApi(devices.alertSettings, { params: { id }, body }),
  update: (id: string, body: UpdateDeviceRequest) => callApi(devices.update, { params: { id }, body }),
  geofence: (id: string, on: boolean) => callApi(geofence.toggle, { params: { id, value: onOff(on) } }),
  geofenceRules: (id: string, body: GeoFenceRulesRequest) => callApi(geofence.rules, { params: { id }, body }),
  deleteGeofence: (id: string) => callApi(geofence.remove, { params: { id } }),
  changePasscode: (id: string, body: PasscodeChangeRequest) => callApi(devices.changePasscode, { params: { id }, body }),
  reportStolen: (id: string, stolen: boolean) => callApi(devices.stolen, { params: { id, state: onOff(stolen) } }),
  osmandSerialNumber: (id: string, serialNumberAccepted: boolean) =>
    callApi(devices.osmandSerialNumber, { params: { id }, body: { serialNumberAccepted } }),
  renewOsmandId: (id: string) => callApi(devices.renewOsmandId, { params: { id } }),
};
