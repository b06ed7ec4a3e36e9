import { clientLocationResponseSchema } from '@lodestar/contract';
import { errorResponses } from '../../http/schemas.js';
import type { ApiApp } from '../../http/types.js';
import type { LocationService } from './location.service.js';

export async function locationRoutes(app: ApiApp, { location }: { location: LocationService }) {
  // No sign-in: it only ever answers about the address the call comes from.
  app.get('/api/client-location', {
    schema: {
      tags: ['Account'],
      summary: "The country of the caller's IP address (ISO 3166-1 alpha-2), or 404 when it cannot be told",
      security: [],
      response: { 200: clientLocationResponseSchema, ...errorResponses(404) },
    },
    handler: (request) => location.clientLocation(request.ip),
  });
}
