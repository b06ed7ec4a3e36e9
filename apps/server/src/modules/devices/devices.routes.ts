import {
  airplaneModeRequestSchema,
  alarmParamsSchema,
  alertSettingsRequestSchema,
  claimDeviceRequestSchema,
  deviceParamsSchema,
  deviceResponseSchema,
  deviceUuidParamsSchema,
  findDevicesQuerySchema,
  findDevicesResponseSchema,
  getDeviceResponseSchema,
  locateRequestSchema,
  messages,
  modemInfoResponseSchema,
  operatingModeRequestSchema,
  osmandSettingsRequestSchema,
  passcodeChangeRequestSchema,
  deviceRemovalSchema,
  serverMessages,
  stolenParamsSchema,
  temperatureResponseSchema,
  updateDeviceRequestSchema,
} from '@lodestar/contract';
import { z } from 'zod';
import { callerOf, type AuthGuards } from '../../http/authenticate.js';
import { errorResponses } from '../../http/schemas.js';
import type { ApiApp } from '../../http/types.js';
import type { DevicesService } from './devices.service.js';

interface DevicesRoutesDeps {
  guards: AuthGuards;
  devices: DevicesService;
  claimRateLimit: { max: number; timeWindow: string };
}

const tags = ['Devices'];
const ok = <T extends object>(body: T) => ({ success: true as const, ...body });
const deviceChange = { 200: deviceResponseSchema, ...errorResponses(400, 401, 403, 404) };
/** Locating and stop tracking are refused (409) while the device is reported stolen. */
const trackingChange = { 200: deviceResponseSchema, ...errorResponses(400, 401, 403, 404, 409) };

export async function devicesRoutes(app: ApiApp, { guards, devices, claimRateLimit }: DevicesRoutesDeps) {

  app.get('/api/devices/find/:userId', {
    onRequest: guards.user,
    schema: {
      tags,
      summary: "The devices a user can see (own and shared), paged; the total is in the X-Total-Count header",
      params: z.object({ userId: z.uuid('Unknown user') }),
      querystring: findDevicesQuerySchema,
      response: { 200: findDevicesResponseSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => {
      const { devices: list, total } = await devices.find(callerOf(request), { ...request.params, ...request.query });
      return reply.header('x-total-count', String(total)).send(list);
    },
  });

  app.post('/api/devices/claim', {
    onRequest: guards.user,
    config: { rateLimit: claimRateLimit },
    schema: {
      tags,
      summary: "Add a provisioned device to the caller's account by serial number and passcode (the phone app)",
      body: claimDeviceRequestSchema,
      response: { 201: deviceResponseSchema, ...errorResponses(400, 401, 429) },
    },
    handler: async (request, reply) => {
      const device = await devices.claim(callerOf(request), request.body);
      return reply.code(201).send(ok({ message: serverMessages.deviceClaimed, device }));
    },
  });

  app.get('/api/devices/modemInfo/:uuid', {
    onRequest: guards.user,
    schema: { tags, summary: "The device's modem, network and power-saving state", params: deviceUuidParamsSchema, response: { 200: modemInfoResponseSchema, ...errorResponses(400, 401, 404) } },
    handler: async (request) => ok({ modemInfo: await devices.modemInfo(callerOf(request), request.params.uuid) }),
  });

  app.get('/api/devices/temperature/:id', {
    onRequest: guards.user,
    schema: { tags, summary: 'The latest temperature the device reported (null when none yet)', params: deviceParamsSchema, response: { 200: temperatureResponseSchema, ...errorResponses(400, 401, 404) } },
    handler: async (request) => ok({ temperature: await devices.temperature(callerOf(request), request.params.id) }),
  });

  app.put('/api/devices/alarm/:uuid/:state', {
    onRequest: guards.user,
    schema: { tags, summary: "Turn the device's alarm on or off (Owner or SuperOwner)", params: alarmParamsSchema, response: deviceChange },
    handler: async (request) => ok(await devices.setAlarm(callerOf(request), request.params.uuid, request.params.state === 'on')),
  });

  app.put('/api/devices/operating-mode/:id', {
    onRequest: guards.user,
    schema: { tags, summary: 'Set the operating mode (Owner or SuperOwner)', params: deviceParamsSchema, body: operatingModeRequestSchema, response: deviceChange },
    handler: async (request) => ok(await devices.setOperatingMode(callerOf(request), request.params.id, request.body.operatingMode)),
  });

  app.put('/api/devices/airplane-mode/:id', {
    onRequest: guards.user,
    schema: { tags, summary: 'Put the device in airplane mode for a duration in seconds, 1 to 24 hours (Owner or SuperOwner)', params: deviceParamsSchema, body: airplaneModeRequestSchema, response: deviceChange },
    handler: async (request) => ok(await devices.setAirplaneMode(callerOf(request), request.params.id, request.body.duration)),
  });

  app.post('/api/devices/locate/stopTracking/:id', {
    onRequest: guards.user,
    schema: { tags, summary: 'Stop continuous tracking: the device reports once again (Owner or SuperOwner; not while reported stolen)', params: deviceParamsSchema, response: trackingChange },
    handler: async (request) => ok(await devices.stopTracking(callerOf(request), request.params.id)),
  });

  app.post('/api/devices/locate/:id', {
    onRequest: guards.user,
    schema: {
      tags,
      summary: 'Ask the device for its position once, or continuously for a duration of 300, 600 or 900 s (default 300; Owner or SuperOwner; not while reported stolen)',
      params: deviceParamsSchema,
      body: locateRequestSchema,
      response: trackingChange,
    },
    handler: async (request) => ok(await devices.locate(callerOf(request), request.params.id, request.body)),
  });

  app.put('/api/devices/passcode/:id', {
    onRequest: guards.user,
    schema: { tags, summary: "Change the lock's passcode; the device is told to rekey (Owner or SuperOwner)", params: deviceParamsSchema, body: passcodeChangeRequestSchema, response: deviceChange },
    handler: async (request) => ok(await devices.changePasscode(callerOf(request), request.params.id, request.body.passcode)),
  });

  app.put('/api/devices/osmand/:id', {
    onRequest: guards.user,
    schema: {
      tags,
      summary: 'Accept OsmAnd reports under the IMEI or serial number too, or stop accepting them (Owner or SuperOwner)',
      params: deviceParamsSchema,
      body: osmandSettingsRequestSchema,
      response: deviceChange,
    },
    handler: async (request) => ok(await devices.setOsmandSerialNumber(callerOf(request), request.params.id, request.body.serialNumberAccepted)),
  });

  app.post('/api/devices/osmand/renew/:id', {
    onRequest: guards.user,
    schema: { tags, summary: 'Issue a new OsmAnd identifier; the old one stops working (Owner or SuperOwner)', params: deviceParamsSchema, response: deviceChange },
    handler: async (request) => ok(await devices.renewOsmandId(callerOf(request), request.params.id)),
  });

  app.put('/api/devices/stolen/:id/:state', {
    onRequest: guards.user,
    schema: {
      tags,
      summary: 'Report the device stolen (it then reports continuously) or recovered (back to once) (Owner or SuperOwner)',
      params: stolenParamsSchema,
      response: deviceChange,
    },
    handler: async (request) => ok(await devices.setStolen(callerOf(request), request.params.id, request.params.state === 'on')),
  });

  app.put('/api/devices/alert-settings/:id', {
    onRequest: guards.user,
    schema: { tags, summary: 'Switch push and email alerts (Unrestricted, Owner or SuperOwner)', params: deviceParamsSchema, body: alertSettingsRequestSchema, response: deviceChange },
    handler: async (request) => ok(await devices.setAlertSettings(callerOf(request), request.params.id, request.body)),
  });

  app.get('/api/devices/:id', {
    onRequest: guards.user,
    schema: { tags, summary: 'One device by _id or deviceUUID, with its shares', params: deviceParamsSchema, response: { 200: getDeviceResponseSchema, ...errorResponses(400, 401, 404) } },
    handler: async (request) => {
      const { device, sharedDevices } = await devices.get(callerOf(request), request.params.id);
      return ok({ device: [device], sharedDevices });
    },
  });

  app.put('/api/devices/:id', {
    onRequest: guards.user,
    schema: { tags, summary: 'Change device fields and settings (Owner or SuperOwner)', params: deviceParamsSchema, body: updateDeviceRequestSchema, response: deviceChange },
    handler: async (request) => ok(await devices.update(callerOf(request), request.params.id, request.body)),
  });

  app.delete('/api/devices/:id', {
    onRequest: guards.user,
    schema: {
      tags,
      summary: 'Remove the device from the account (SuperOwner; refused for a GPS device with a subscription); it gets a new passcode, answered here once, and is told to rekey',
      params: deviceParamsSchema,
      response: { 200: deviceRemovalSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const passcode = await devices.remove(callerOf(request), request.params.id);
      return { success: true as const, message: messages.removedSuccessfully, passcode };
    },
  });
}
