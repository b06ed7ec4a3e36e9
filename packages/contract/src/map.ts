import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** The most place names one answer carries, and how many it carries unless the call asks for fewer. */
export const MAP_PLACES_MAX = 60;

// Number('') is 0: an empty value is a missing one, not the equator.
const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const degrees = (name: string, limit: 90 | 180) => {
  const message = `${name} must be a number from -${limit} to ${limit}.`;
  return z.preprocess(blankAsMissing, z.coerce.number({ error: message }).min(-limit, message).max(limit, message));
};

const limitMessage = `limit must be a whole number from 1 to ${MAP_PLACES_MAX}.`;

/**
 * A box of the map in degrees and how many names it may show. A box whose west is greater than its east crosses the
 * antimeridian, as a GeoJSON bounding box does: west 170, east -170 is the 20° around it; west -180, east 180 is
 * the whole world.
 */
export const mapPlacesQuerySchema = z
  .object({
    south: degrees('south', 90),
    west: degrees('west', 180),
    north: degrees('north', 90),
    east: degrees('east', 180),
    limit: z.preprocess(
      blankAsMissing,
      z.coerce
        .number({ error: limitMessage })
        .int(limitMessage)
        .min(1, limitMessage)
        .max(MAP_PLACES_MAX, limitMessage)
        .default(MAP_PLACES_MAX),
    ),
  })
  .refine((box) => box.south <= box.north, { message: 'south must not be greater than north.', path: ['south'] });
export type MapPlacesQuery = z.output<typeof mapPlacesQuerySchema>;

export const mapPlaceSchema = z.object({ name: z.string(), latitude: z.number(), longitude: z.number() });
export type MapPlace = z.infer<typeof mapPlaceSchema>;

export const mapPlacesResponseSchema = z.object({ success: z.literal(true), places: z.array(mapPlaceSchema) });
export type MapPlacesResponse = z.infer<typeof mapPlacesResponseSchema>;

/** What a map shows when its tiles cannot be loaded. */
export const mapEndpoints = {
  places: endpoint({
    method: 'GET',
    path: '/api/v2/map/places',
    tags: ['Map'],
    summary: 'Names of cities inside a box of the map, thinned to stay readable, for a map whose tiles cannot be loaded',
    description:
      'The box is cut into a grid of at most `limit` cells shaped like the box on a Web Mercator map; each cell ' +
      'names the city of the GeoNames data set shipped with the server nearest its centre, if it holds one. A west ' +
      'greater than the east crosses the antimeridian: west 170, east -170 is the 20° around it.',
    query: mapPlacesQuerySchema,
    success: { 200: mapPlacesResponseSchema },
    errors: [400, 401, 403],
  }),
};
