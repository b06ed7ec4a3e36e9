import { z } from 'zod';
import { tripRulesSchema } from './device-settings.js';
import { deviceParamsSchema } from './devices.js';
import { endpoint } from './endpoint.js';
import { timeRangeQuerySchema } from './time-range.js';

/** The longest range whose trips and stops one call works out: a month. */
export const TRIPS_MAX_DAYS = 31;

/**
 * Fixes that cannot be trusted for distance: worse than this accuracy (cell-tower fixes are hundreds of metres off), or
 * reached from the previous fix faster than TRIPS_MAX_SPEED_KMH.
 */
export const TRIPS_MAX_ACCURACY_M = 200;
export const TRIPS_MAX_SPEED_KMH = 300;

export const tripsMessages = {
  tooLong: `Trips cover at most ${TRIPS_MAX_DAYS} days.`,
  unknownTimeZone: 'timeZone is not a time zone this server knows.',
} as const;

const knownTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/**
 * GET /api/history/trips/{id}?from&to&timeZone: the trips and stops from `from` to `to`, and their days as they fall
 * in `timeZone` (an IANA name; UTC when left out).
 */
export const tripsQuerySchema = timeRangeQuerySchema({
  maxDays: TRIPS_MAX_DAYS,
  tooLong: tripsMessages.tooLong,
}).extend({
  timeZone: z.string().max(64).refine(knownTimeZone, tripsMessages.unknownTimeZone).default('UTC'),
});
export type TripsQuery = z.infer<typeof tripsQuerySchema>;

/** Where a trip starts or ends, or where a stop is: the address the position already has (null without one). */
export const tripPlaceSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  address: z.string().nullable(),
});
export type TripPlace = z.infer<typeof tripPlaceSchema>;

export const tripSchema = z.object({
  kind: z.literal('trip'),
  /** ISO 8601; a trip starts when the stop before it ends, and ends when the next stop starts. */
  start: z.string(),
  end: z.string(),
  startPlace: tripPlaceSchema,
  endPlace: tripPlaceSchema,
  /** Metres along the path of its trusted fixes. */
  distance: z.number().int(),
  /** Seconds. */
  duration: z.number().int(),
  /** km/h, to one decimal: the distance over the duration, and the fastest reported (or, without, travelled). */
  averageSpeed: z.number(),
  maxSpeed: z.number(),
});
export type Trip = z.infer<typeof tripSchema>;

export const stopSchema = z.object({
  kind: z.literal('stop'),
  place: tripPlaceSchema,
  arrival: z.string(),
  /** Null when the device was still there at its last fix of the range. */
  departure: z.string().nullable(),
  /** Seconds, to the departure or to the last fix of the range. */
  duration: z.number().int(),
});
export type Stop = z.infer<typeof stopSchema>;

export const tripSegmentSchema = z.discriminatedUnion('kind', [tripSchema, stopSchema]);
export type TripSegment = z.infer<typeof tripSegmentSchema>;

/** One day of the range in the query's time zone: how far the device went, how long it moved, how often it stopped. */
export const tripDaySchema = z.object({
  /** YYYY-MM-DD */
  date: z.string(),
  distance: z.number().int(),
  movingSeconds: z.number().int(),
  stops: z.number().int(),
});
export type TripDay = z.infer<typeof tripDaySchema>;

export const tripsResponseSchema = z.object({
  success: z.literal(true),
  from: z.string(),
  to: z.string(),
  rules: tripRulesSchema,
  /** Oldest first, trips and stops in turn. */
  data: z.array(tripSegmentSchema),
  /** The days that hold a trip or a stop, oldest first. */
  days: z.array(tripDaySchema),
  /** How many positions of the range were read, and how many of them were left out as untrustworthy. */
  fixes: z.object({ read: z.number().int(), dropped: z.number().int() }),
});
export type TripsResponse = z.infer<typeof tripsResponseSchema>;

/** GET /api/history/trips/{id}/csv: the file name and the columns, in order. */
export const tripsCsvFileName = (deviceUUID: string) => `device-trips-${deviceUUID}.csv`;
export const tripsCsvColumns = [
  'Type',
  'From',
  'To',
  'Duration (min)',
  'Distance (km)',
  'Average speed (km/h)',
  'Maximum speed (km/h)',
  'Start place',
  'End place',
] as const;

const tags = ['History'];
const rangeSummary = `from \`from\` to \`to\` (at most ${TRIPS_MAX_DAYS} days)`;

/** What the positions of a device's history mean: its trips (moving) and stops (staying). */
export const tripsEndpoints = {
  trips: endpoint({
    method: 'GET',
    path: '/api/history/trips/:id',
    tags,
    summary: `The device's trips and stops ${rangeSummary}, by its own stop rules, and a summary of each day`,
    params: deviceParamsSchema,
    query: tripsQuerySchema,
    success: { 200: tripsResponseSchema },
    errors: [400, 401, 403, 404, 429],
  }),
  csv: endpoint({
    method: 'GET',
    path: '/api/history/trips/:id/csv',
    tags,
    summary: `The device's trips and stops ${rangeSummary} as a CSV file (UTF-8 with BOM, times in UTC; Owner or SuperOwner)`,
    params: deviceParamsSchema,
    query: tripsQuerySchema,
    produces: ['text/csv'],
    success: { 200: z.any().describe('The file device-trips-{deviceUUID}.csv') },
    errors: [400, 401, 403, 404, 429],
  }),
};
