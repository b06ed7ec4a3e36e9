import { clientLocationEndpoints } from '@lodestar/contract';
import { succeeded } from '../../http/envelope.js';
import { routeOf } from '../../http/endpoint-route.js';
import type { ApiApp } from '../../http/types.js';
import type { ClientLocationService } from './client-location.service.js';

export async function clientLocationRoutes(app: ApiApp, { location }: { location: ClientLocationService }) {
  // No sign-in: it only ever answers about the address the call comes from.
  app.route({
    ...routeOf(clientLocationEndpoints.clientLocation),
    handler: async (request) => succeeded(await location.clientLocation(request.ip)),
  });
}
