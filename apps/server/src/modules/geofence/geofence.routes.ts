import { geofenceEndpoints as calls, geofenceMessages } from '@lodestar/contract';
import { callerOf, type AuthGuards } from '../../http/authenticate.js';
import { succeeded } from '../../http/envelope.js';
import { routeOf } from '../../http/endpoint-route.js';
import type { ApiApp } from '../../http/types.js';
import type { GeofenceService } from './geofence.service.js';

export async function geofenceRoutes(
  app: ApiApp,
  { guards, geofence }: { guards: AuthGuards; geofence: GeofenceService },
) {
  app.route({
    ...routeOf(calls.record),
    onRequest: guards.user,
    handler: async (request) => succeeded({
      message: '',
      geoFence: await geofence.record(callerOf(request), request.params.uuid),
    }),
  });

  app.route({
    ...routeOf(calls.saveRecord),
    onRequest: guards.user,
    handler: async (request) => succeeded({
      message: geofenceMessages.saved,
      geoFence: await geofence.saveRecord(callerOf(request), request.params.uuid, request.body),
    }),
  });

  app.route({
    ...routeOf(calls.toggle),
    onRequest: guards.user,
    handler: async (request) => succeeded({
      ...(await geofence.toggle(callerOf(request), request.params.id, request.params.value === 'on')),
    }),
  });

  app.route({
    ...routeOf(calls.rules),
    onRequest: guards.user,
    handler: async (request) => succeeded({
      ...(await geofence.setRules(callerOf(request), request.params.id, request.body)),
    }),
  });

  app.route({
    ...routeOf(calls.remove),
    onRequest: guards.user,
    handler: async (request) => succeeded({
      ...(await geofence.remove(callerOf(request), request.params.id)),
    }),
  });
}
