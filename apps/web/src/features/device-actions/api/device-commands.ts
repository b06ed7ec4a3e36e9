import type {
  Device,
  DeviceResponse,
  GeoFenceRulesRequest,
  LocateRequest,
  PasscodeChangeRequest,
  UpdateDeviceRequest,
} from '@lodestar/contract';
import { apiRequest } from '../../../lib/api-client';

type AlertSwitches = Partial<Pick<Device, 'pushNotification' | 'emailAlerts'>>;

const send = (method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
  apiRequest<DeviceResponse>(path, { method, body });
const at = (path: string, id: string) => `/devices/${path}/${encodeURIComponent(id)}`;

/** The device calls that answer a message and the device as it now is (spec part 1 §7 Devices). */
export const deviceCommands = {
  locate: (id: string, body: LocateRequest) => send('POST', at('locate', id), body),
  stopTracking: (id: string) => send('POST', at('locate/stopTracking', id)),
  airplaneMode: (id: string, duration: number) => send('PUT', at('airplane-mode', id), { duration }),
  operatingMode: (id: string, operatingMode: Device['operatingMode']) =>
    send('PUT', at('operating-mode', id), { operatingMode }),
  alertSettings: (id: string, body: AlertSwitches) => send('PUT', at('alert-settings', id), body),
  update: (id: string, body: UpdateDeviceRequest) => send('PUT', `/devices/${encodeURIComponent(id)}`, body),
  geofence: (id: string, on: boolean) => send('PUT', `${at('geo-fence', id)}/${on ? 'on' : 'off'}`),
  geofenceRules: (id: string, body: GeoFenceRulesRequest) => send('POST', at('geo-fence/rules', id), body),
  deleteGeofence: (id: string) => send('DELETE', at('geo-fence', id)),
  changePasscode: (id: string, body: PasscodeChangeRequest) => send('PUT', at('passcode', id), body),
  reportStolen: (id: string, stolen: boolean) => send('PUT', `${at('stolen', id)}/${stolen ? 'on' : 'off'}`),
  osmandSerialNumber: (id: string, serialNumberAccepted: boolean) => send('PUT', at('osmand', id), { serialNumberAccepted }),
  renewOsmandId: (id: string) => send('POST', at('osmand/renew', id)),
};
