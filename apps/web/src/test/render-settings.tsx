import { type Device, deviceEndpoints, type DeviceResponse, routeByName, type UpdateDeviceRequest, type User } from '@lodestar/contract';
import { HttpResponse, type HttpHandler } from 'msw';
import { onCall } from './on-call';
import { createMemoryRouter } from 'react-router';
import { AppRouter } from '../app/app-router';
import { pathTo } from '../lib/paths';
import { deviceFixture, userFixture } from './fixtures';
import { renderSignedIn } from './render-signed-in';
import { mockDevices, server } from './server';
import { DeviceSettingsPage } from '../features/device-settings/components/device-settings-page';
import { settingsTabRoutes, settingsTabs, type SettingsTab } from '../features/device-settings/settings-tabs';

const overview = <p>Device overview</p>;

/**
 * The settings page at `tab` of `device` (read through the API mock) for `user`, in a router holding the settings
 * routes and the overview, so that a test can follow where the page sends the user. `handlers` override the reads.
 */
export function renderSettings(
  tab: SettingsTab,
  device: Device = deviceFixture(),
  user: User = userFixture(),
  ...handlers: HttpHandler[]
) {
  const api = mockDevices([device]);
  server.use(...handlers);
  const router = createMemoryRouter(
    [
      ...settingsTabs.map((each) => ({
        path: routeByName(settingsTabRoutes[each]).path,
        element: <DeviceSettingsPage tab={each} />,
      })),
      { path: routeByName('device-overview').path, element: overview },
      { path: routeByName('device-overview-device').path, element: overview },
    ],
    { initialEntries: [pathTo(settingsTabRoutes[tab], { deviceUUID: device.deviceUUID })] },
  );
  return { ...renderSignedIn(<AppRouter router={router} />, user), router, api };
}

/** The device as the server keeps it after an update: nested settings given in part are merged. */
function updated(
  device: Device,
  { temperature, waterAlarm, accelerometer, lowBattery, silentAlert, geoFence, tripRules, ...flat }: UpdateDeviceRequest,
): Device {
  return {
    ...device,
    geoFence: { ...device.geoFence, ...geoFence },
    ...flat,
    temperature: { ...device.temperature, ...temperature },
    waterAlarm: { ...device.waterAlarm, ...waterAlarm },
    accelerometer: { ...device.accelerometer, ...accelerometer },
    lowBattery: { ...device.lowBattery, ...lowBattery },
    tripRules: { ...device.tripRules, ...tripRules },
    silentAlert: { ...device.silentAlert, ...silentAlert },
  };
}

/** PUT /api/devices/{id} answering the updated `device`; the bodies sent are logged in order. */
export function mockDeviceUpdate(device: Device) {
  const bodies: UpdateDeviceRequest[] = [];
  server.use(
    onCall(deviceEndpoints.update, async ({ request }) => {
      const body = (await request.json()) as UpdateDeviceRequest;
      bodies.push(body);
      const answer: DeviceResponse = { success: true, message: 'Device updated', device: updated(device, body) };
      return HttpResponse.json(answer);
    }),
  );
  return bodies;
}
