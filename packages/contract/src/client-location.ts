import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** GET /api/client-location: the country of the caller's address, in the shape of a geolocation answer. */
export const clientLocationResponseSchema = z.object({
  success: z.literal(true),
  country: z.object({ isoAlpha2: z.string() }),
});
export type ClientLocationResponse = z.infer<typeof clientLocationResponseSchema>;

/** The country of the caller's address, for the country a new profile starts with. */
export const clientLocationEndpoints = {
  clientLocation: endpoint({
    method: 'GET',
    path: '/api/client-location',
    tags: ['Account'],
    summary: "The country of the caller's IP address (ISO 3166-1 alpha-2), or 404 when it cannot be told",
    security: [],
    success: { 200: clientLocationResponseSchema },
    errors: [404],
  }),
};
