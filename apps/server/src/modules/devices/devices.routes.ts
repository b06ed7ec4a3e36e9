import { deviceEndpoints as calls, messages, serverMessages } from '@lodestar/contract';
import { callerOf, type AuthGuards } from '../../http/authenticate.js';
import { succeeded } from '../../http/envelope.js';
import { routeOf } from '../../http/endpoint-route.js';
import type { ApiApp } from '../../http/types.js';
import type { DevicesService } from './devices.service.js';

interface DevicesRoutesDeps {
  guards: AuthGuards;
  devices: DevicesService;
  claimRateLimit: { max: number; timeWindow: string };
}

/** What each group of device routes is registered with: the signed-in user's guard and the devices service. */
interface DeviceRouteContext {
  user: { onRequest: AuthGuards['user'] };
  devices: DevicesService;
}

/** The device calls, registered by job. */
export async function devicesRoutes(app: ApiApp, { guards, devices, claimRateLimit }: DevicesRoutesDeps) {
  const context: DeviceRouteContext = { user: { onRequest: guards.user }, devices };
  deviceReadRoutes(app, context);
  deviceSettingsRoutes(app, context);
  deviceActionRoutes(app, context);
  deviceOwnershipRoutes(app, context, claimRateLimit);
}

/** The reads: the device list, one device with its shares, its modem and its temperature. */
function deviceReadRoutes(app: ApiApp, { user, devices }: DeviceRouteContext) {
  app.route({
    ...routeOf(calls.find),
    ...user,
    handler: async (request, reply) => {
      const page = await devices.find(callerOf(request), { ...request.params, ...request.query });
      return reply.header('x-total-count', String(page.pagination.total)).send(succeeded(page));
    },
  });

  app.route({
    ...routeOf(calls.get),
    ...user,
    handler: async (request) => {
      const { device, sharedDevices } = await devices.get(callerOf(request), request.params.id);
      return succeeded({ device: [device], sharedDevices });
    },
  });

  app.route({
    ...routeOf(calls.picture),
    ...user,
    config: { versionedAnswer: true },
    handler: async (request, reply) => {
      const { id, version } = request.params;
      const picture = await devices.picture(callerOf(request), id, version);
      const etag = `"${picture.version}"`;
      // Kept for a year by this browser only, and only for the same session: the address changes with the picture.
      reply
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('vary', 'Authorization')
        .header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      // An SVG opened on its own runs nothing.
      return reply
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .type(picture.mediaType)
        .send(picture.body);
    },
  });

  app.route({
    ...routeOf(calls.modemInfo),
    ...user,
    handler: async (request) => succeeded({ modemInfo: await devices.modemInfo(callerOf(request), request.params.uuid) }),
  });

  app.route({
    ...routeOf(calls.temperature),
    ...user,
    handler: async (request) => succeeded({ temperature: await devices.temperature(callerOf(request), request.params.id) }),
  });
}

/** The settings: the settings page, the passcode, OsmAnd access and the caller's own alert switches. */
function deviceSettingsRoutes(app: ApiApp, { user, devices }: DeviceRouteContext) {
  app.route({
    ...routeOf(calls.update),
    ...user,
    handler: async (request) => succeeded(await devices.update(callerOf(request), request.params.id, request.body)),
  });

  app.route({
    ...routeOf(calls.changePasscode),
    ...user,
    handler: async (request) => succeeded(await devices.changePasscode(callerOf(request), request.params.id, request.body.passcode)),
  });

  app.route({
    ...routeOf(calls.osmandSerialNumber),
    ...user,
    handler: async (request) =>
      succeeded(await devices.setOsmandSerialNumber(callerOf(request), request.params.id, request.body.serialNumberAccepted)),
  });

  app.route({
    ...routeOf(calls.renewOsmandId),
    ...user,
    handler: async (request) => succeeded(await devices.renewOsmandId(callerOf(request), request.params.id)),
  });

  app.route({
    ...routeOf(calls.alertSettings),
    ...user,
    handler: async (request) => succeeded(await devices.setAlertSettings(callerOf(request), request.params.id, request.body)),
  });
}

/** What the device is told to do: the alarm, its modes, locating, live tracking, and being reported stolen. */
function deviceActionRoutes(app: ApiApp, { user, devices }: DeviceRouteContext) {
  app.route({
    ...routeOf(calls.alarm),
    ...user,
    handler: async (request) => succeeded(await devices.setAlarm(callerOf(request), request.params.uuid, request.params.state === 'on')),
  });

  app.route({
    ...routeOf(calls.operatingMode),
    ...user,
    handler: async (request) => succeeded(await devices.setOperatingMode(callerOf(request), request.params.id, request.body.operatingMode)),
  });

  app.route({
    ...routeOf(calls.airplaneMode),
    ...user,
    handler: async (request) => succeeded(await devices.setAirplaneMode(callerOf(request), request.params.id, request.body.duration)),
  });

  app.route({
    ...routeOf(calls.locate),
    ...user,
    handler: async (request) => succeeded(await devices.locate(callerOf(request), request.params.id, request.body)),
  });

  app.route({
    ...routeOf(calls.stopTracking),
    ...user,
    handler: async (request) => succeeded(await devices.stopTracking(callerOf(request), request.params.id)),
  });

  app.route({
    ...routeOf(calls.stolen),
    ...user,
    handler: async (request) => succeeded(await devices.setStolen(callerOf(request), request.params.id, request.params.state === 'on')),
  });
}

/** A device coming onto the caller's account (claimed, rate-limited) and leaving it (removed). */
function deviceOwnershipRoutes(
  app: ApiApp,
  { user, devices }: DeviceRouteContext,
  claimRateLimit: DevicesRoutesDeps['claimRateLimit'],
) {
  app.route({
    ...routeOf(calls.claim),
    ...user,
    config: { rateLimit: claimRateLimit },
    handler: async (request, reply) => {
      const device = await devices.claim(callerOf(request), request.body);
      return reply.code(201).send(succeeded({ message: serverMessages.deviceClaimed, device }));
    },
  });

  app.route({
    ...routeOf(calls.remove),
    ...user,
    handler: async (request) => {
      const passcode = await devices.remove(callerOf(request), request.params.id);
      return succeeded({ message: messages.removedSuccessfully, passcode });
    },
  });
}
