import { clientLocationEndpoints } from '@lodestar/contract';
import { routeOf } from '../../http/endpoint-route.js';
import type { ApiApp } from '../../http/types.js';
import type { LocationService } from './location.service.js';

export async function locationRoutes(app: ApiApp, { location }: { location: LocationService }) {
  // No sign-in: it only ever answers about the address the call comes from.
  app.route({
    ...routeOf(clientLocationEndpoints.clientLocation),
    handler: (request) => location.clientLocation(request.ip),
  });
}
