import { mapEndpoints } from '@lodestar/contract';
import type { AuthGuards } from '../../http/authenticate.js';
import { succeeded } from '../../http/envelope.js';
import { routeOf } from '../../http/endpoint-route.js';
import type { ApiApp } from '../../http/types.js';
import type { MapService } from './map.service.js';

export async function mapRoutes(app: ApiApp, { guards, map }: { guards: AuthGuards; map: MapService }) {
  app.route({
    ...routeOf(mapEndpoints.places),
    onRequest: guards.user,
    handler: async (request) => succeeded(await map.places(request.query)),
  });
}
