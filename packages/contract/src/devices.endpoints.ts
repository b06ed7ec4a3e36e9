import { z } from 'zod';
import {
  airplaneModeRequestSchema,
  alarmParamsSchema,
  alertSettingsRequestSchema,
  claimDeviceRequestSchema,
  deviceParamsSchema,
  devicePictureParamsSchema,
  deviceRemovalSchema,
  deviceResponseSchema,
  deviceUuidParamsSchema,
  findDevicesQuerySchema,
  findDevicesResponseSchema,
  modemInfoResponseSchema,
  operatingModeRequestSchema,
  passcodeChangeRequestSchema,
  stolenParamsSchema,
  temperatureResponseSchema,
} from './devices.js';
import { updateDeviceRequestSchema } from './device-update.js';
import { endpoint, type ErrorStatus, type HttpMethod } from './endpoint.js';
import { osmandSettingsRequestSchema } from './osmand.js';
import { getDeviceResponseSchema } from './sharing.js';
import { locateRequestSchema } from './history.js';

const tags = ['Devices'];

/** A call that changes a device and answers the server's message and the device as it now is. */
export function deviceChange<
  const S extends { method: HttpMethod; path: `/api/${string}`; summary: string; params: z.ZodType; body?: z.ZodType; tags?: readonly string[] },
>(spec: S, errors: readonly ErrorStatus[] = [400, 401, 403, 404]) {
  return endpoint({ tags, ...spec, success: { 200: deviceResponseSchema }, errors });
}

/** Locating and stop tracking are refused (409) while the device is reported stolen. */
const trackingErrors = [400, 401, 403, 404, 409] as const;

/** The devices a user sees, and what their owners and sharees do with them. */
export const deviceEndpoints = {
  find: endpoint({
    method: 'GET',
    path: '/api/devices/find/:userId',
    tags,
    summary: 'The devices a user can see (own and shared), a page with its pagination; the total is in X-Total-Count too',
    params: z.object({ userId: z.uuid('Unknown user') }),
    query: findDevicesQuerySchema,
    success: { 200: findDevicesResponseSchema },
    errors: [400, 401, 403],
  }),
  claim: endpoint({
    method: 'POST',
    path: '/api/devices/claim',
    tags,
    summary: "Add a provisioned device to the caller's account by serial number and passcode (the phone app)",
    body: claimDeviceRequestSchema,
    success: { 201: deviceResponseSchema },
    errors: [400, 401, 429],
  }),
  modemInfo: endpoint({
    method: 'GET',
    path: '/api/devices/modemInfo/:uuid',
    tags,
    summary: "The device's modem, network and power-saving state",
    params: deviceUuidParamsSchema,
    success: { 200: modemInfoResponseSchema },
    errors: [400, 401, 404],
  }),
  temperature: endpoint({
    method: 'GET',
    path: '/api/devices/temperature/:id',
    tags,
    summary: 'The latest temperature the device reported (null when none yet)',
    params: deviceParamsSchema,
    success: { 200: temperatureResponseSchema },
    errors: [400, 401, 404],
  }),
  alarm: deviceChange({
    method: 'PUT',
    path: '/api/devices/alarm/:uuid/:state',
    summary: "Turn the device's alarm on or off (Owner or SuperOwner)",
    params: alarmParamsSchema,
  }),
  operatingMode: deviceChange({
    method: 'PUT',
    path: '/api/devices/operating-mode/:id',
    summary: 'Set the operating mode (Owner or SuperOwner)',
    params: deviceParamsSchema,
    body: operatingModeRequestSchema,
  }),
  airplaneMode: deviceChange({
    method: 'PUT',
    path: '/api/devices/airplane-mode/:id',
    summary: 'Put the device in airplane mode for a duration in seconds, 1 to 24 hours (Owner or SuperOwner)',
    params: deviceParamsSchema,
    body: airplaneModeRequestSchema,
  }),
  stopTracking: deviceChange(
    {
      method: 'POST',
      path: '/api/devices/locate/stopTracking/:id',
      summary: 'Stop continuous tracking: the device reports once again (Owner or SuperOwner; not while reported stolen)',
      params: deviceParamsSchema,
    },
    trackingErrors,
  ),
  locate: deviceChange(
    {
      method: 'POST',
      path: '/api/devices/locate/:id',
      summary:
        'Ask the device for its position once, or continuously for a duration of 300, 600 or 900 s (default 300; Owner or SuperOwner; not while reported stolen)',
      params: deviceParamsSchema,
      body: locateRequestSchema,
    },
    trackingErrors,
  ),
  changePasscode: deviceChange({
    method: 'PUT',
    path: '/api/devices/passcode/:id',
    summary: "Change the lock's passcode; the device is told to rekey (Owner or SuperOwner)",
    params: deviceParamsSchema,
    body: passcodeChangeRequestSchema,
  }),
  osmandSerialNumber: deviceChange({
    method: 'PUT',
    path: '/api/devices/osmand/:id',
    summary: 'Accept OsmAnd reports under the IMEI or serial number too, or stop accepting them (Owner or SuperOwner)',
    params: deviceParamsSchema,
    body: osmandSettingsRequestSchema,
  }),
  renewOsmandId: deviceChange({
    method: 'POST',
    path: '/api/devices/osmand/renew/:id',
    summary: 'Issue a new OsmAnd identifier; the old one stops working (Owner or SuperOwner)',
    params: deviceParamsSchema,
  }),
  stolen: deviceChange({
    method: 'PUT',
    path: '/api/devices/stolen/:id/:state',
    summary: 'Report the device stolen (it then reports continuously) or recovered (back to once) (Owner or SuperOwner)',
    params: stolenParamsSchema,
  }),
  alertSettings: deviceChange({
    method: 'PUT',
    path: '/api/devices/alert-settings/:id',
    summary: 'Switch push and email alerts (Unrestricted, Owner or SuperOwner)',
    params: deviceParamsSchema,
    body: alertSettingsRequestSchema,
  }),
  picture: endpoint({
    method: 'GET',
    path: '/api/devices/:id/picture/:version',
    tags,
    summary: "The device's picture, kept a year by the browser (its address changes with it); an older version is 404",
    params: devicePictureParamsSchema,
    produces: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/svg+xml'],
    success: { 200: z.any().describe('The image'), 304: z.any().describe('The image the If-None-Match names') },
    errors: [400, 401, 404],
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/devices/:id',
    tags,
    summary: 'One device by _id or deviceUUID, with its shares',
    params: deviceParamsSchema,
    success: { 200: getDeviceResponseSchema },
    errors: [400, 401, 404],
  }),
  update: deviceChange({
    method: 'PUT',
    path: '/api/devices/:id',
    summary: 'Change device fields and settings (Owner or SuperOwner)',
    params: deviceParamsSchema,
    body: updateDeviceRequestSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/devices/:id',
    tags,
    summary:
      'Remove the device from the account (SuperOwner; refused for a GPS device with a subscription); it gets a new passcode, answered here once, and is told to rekey',
    params: deviceParamsSchema,
    success: { 200: deviceRemovalSchema },
    errors: [400, 401, 403, 404, 409],
  }),
};
