import { z } from 'zod';
import { paginationSchema } from './common.js';
import { liveTrackingDurations, locationReportModes } from './device-settings.js';
import { deviceParamsSchema, deviceReportTypes, type DeviceReportType } from './devices.js';
import { endpoint } from './endpoint.js';
import { unlockTypeSchema } from './lock-events.js';
import { timeRangeMessages, timeRangeQuerySchema } from './time-range.js';

/** How a position was fixed; each has its own accuracy colour on the map. */
export const locationTypes = ['gps', 'mcell', 'scell'] as const;
export const locationTypeSchema = z.enum(locationTypes);
export type LocationType = z.infer<typeof locationTypeSchema>;

/** What raised an alert; a position without one is a plain report. */
export const alertTypes = ['sos', 'motion', 'water', 'temperature', 'geofenceExit', 'geofenceEntry', 'lowBattery', 'silent'] as const;
export const alertTypeSchema = z.enum(alertTypes);
export type AlertType = z.infer<typeof alertTypeSchema>;
/** The alerts a device may report itself; the others only the server's rules raise. */
export const reportedAlertTypeSchema = alertTypeSchema.extract(['sos', 'motion', 'water', 'temperature', 'geofenceExit']);

/**
 * The kind of report a position was: an SOS or motion alert by its name, else one that came while the device reports
 * continuously (Location) or a periodic one (Schedule); the other alerts come with those reports.
 */
export function reportTypeOfAlert(alert: AlertType | null | undefined, continuous = false): DeviceReportType {
  if (alert === 'sos') return 'SOS';
  if (alert === 'motion') return 'Motion';
  return continuous ? 'Location' : 'Schedule';
}

export const alertTypeLabels: Record<AlertType, string> = {
  sos: 'SOS',
  motion: 'Motion',
  water: 'Water',
  temperature: 'Temperature',
  geofenceExit: 'Left the geofence',
  geofenceEntry: 'Entered the geofence',
  lowBattery: 'Low battery',
  silent: 'No reports',
};

/** A stored position, newest first in every history answer. */
export const locationRecordSchema = z.object({
  _id: z.string(),
  deviceId: z.string(),
  deviceUUID: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** When the device fixed the position, ISO 8601. */
  timeCreated: z.string(),
  /** The same instant in epoch seconds. */
  timestamp: z.number().int(),
  /** When the server stored it, ISO 8601. */
  receivedAt: z.string(),
  /** Empty until the address is resolved. */
  address: z.string(),
  type: locationTypeSchema,
  /** What raised an alert at this position; null for a plain report. */
  alert: alertTypeSchema.nullable(),
  /** The reference's kind of report: SOS or Motion for those alerts, else Location (while tracking) or Schedule. */
  alertType: z.enum(deviceReportTypes),
  /** Metres; 0 when the device did not say. */
  accuracy: z.number(),
  /** Whether the device had moved since its previous position, and how long (s) it had been at this one. */
  locationChanged: z.boolean(),
  duration: z.number().int(),
  /** When the device was last seen at this position: the position's own time. */
  lastSeenOn: z.string(),
  /** km/h */
  speed: z.number().nullable(),
  course: z.number().nullable(),
  altitude: z.number().nullable(),
  battery_percentage: z.number().nullable(),
  modem_voltage: z.number().nullable(),
  modem_temperature: z.number().nullable(),
  modem_temperature_c: z.number().nullable(),
  modem_temperature_f: z.number().nullable(),
  isLocked: z.boolean().nullable(),
  unlockType: unlockTypeSchema.nullable(),
  /** What else the device sent, as it sent it: only when the call asks for it (`attributes=true`). */
  attributes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
});
export type LocationRecord = z.infer<typeof locationRecordSchema>;

/** The history grid's filter: every position, one kind of fix, alerts only or lock events only. */
export const historyFilters = ['all', ...locationTypes, 'alerts', 'lockEvents'] as const;
export const historyFilterSchema = z.enum(historyFilters);
export type HistoryFilter = z.infer<typeof historyFilterSchema>;

/** Map per-page options; the history grid defaults to 10 and allows up to 100. */
export const mapPerPageOptions = [10, 20, 30, 40, 50, 75, 100] as const;
export const HISTORY_MAX_PER_PAGE = 100;

const perPage = (fallback: number) => z.coerce.number().int().min(1).max(HISTORY_MAX_PER_PAGE).default(fallback);
/** `attributes=true` asks for each location's free-form attributes, which the answers leave out otherwise. */
const withAttributes = z
  .enum(['true', 'false'])
  .default('false')
  .transform((value) => value === 'true');

export const historyFindQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(1_000_000).default(1),
  perPage: perPage(10),
  filter: z.preprocess((value) => (value === '' ? undefined : value), historyFilterSchema.default('all')),
  attributes: withAttributes,
});
export type HistoryFindQuery = z.infer<typeof historyFindQuerySchema>;

export const historyFindResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(locationRecordSchema),
  pagination: paginationSchema,
});
export type HistoryFindResponse = z.infer<typeof historyFindResponseSchema>;

export const historyMapQuerySchema = z.object({ perPage: perPage(10), attributes: withAttributes });
export type HistoryMapQuery = z.infer<typeof historyMapQuerySchema>;

export const historyMapResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(locationRecordSchema),
});
export type HistoryMapResponse = z.infer<typeof historyMapResponseSchema>;

/**
 * POST /api/v2/history: the location histories of several devices the caller can see (the activity map), newest
 * first, at most `perDevice` each and at most HISTORY_MAX_LOCATIONS in all. Unknown or unseen devices are left out.
 */
export const HISTORY_LATEST_MAX_DEVICES = 1000;
export const HISTORY_PER_DEVICE_MAX = 1000;
export const HISTORY_MAX_LOCATIONS = 50_000;
export const latestLocationsRequestSchema = z
  .strictObject({
    deviceUUIDs: z.array(z.string().min(1).max(100)).min(1).max(HISTORY_LATEST_MAX_DEVICES),
    perDevice: z.number().int().min(1).max(HISTORY_PER_DEVICE_MAX).default(1),
    /** Each location's free-form attributes too. */
    attributes: z.boolean().default(false),
  })
  .refine(
    (body) => body.deviceUUIDs.length * body.perDevice <= HISTORY_MAX_LOCATIONS,
    `Ask for at most ${HISTORY_MAX_LOCATIONS.toLocaleString('en')} locations at once (devices × perDevice).`,
  );
export type LatestLocationsRequest = z.input<typeof latestLocationsRequestSchema>;
export type LatestLocationsQuery = z.output<typeof latestLocationsRequestSchema>;

export const latestLocationsResponseSchema = z.object({
  success: z.literal(true),
  locations: z.array(locationRecordSchema),
});
export type LatestLocationsResponse = z.infer<typeof latestLocationsResponseSchema>;

/** Locate: once, or continuously for one of the live-tracking durations (default the shortest). */
export const locateRequestSchema = z.strictObject({
  locationReportMode: z.enum(locationReportModes, { error: 'locationReportMode must be once or continuously.' }),
  duration: z
    .number()
    .int()
    .refine((value) => (liveTrackingDurations as readonly number[]).includes(value), 'duration must be 300, 600 or 900 seconds.')
    .optional(),
});
export type LocateRequest = z.infer<typeof locateRequestSchema>;

/** Most positions one replay track answers; a longer range is cut at this many, from its start. */
export const HISTORY_TRACK_MAX_POINTS = 10_000;
/** The longest range a replay track covers. */
export const HISTORY_TRACK_MAX_DAYS = 31;

export const historyTrackMessages = {
  order: timeRangeMessages.order,
  tooLong: `A replay covers at most ${HISTORY_TRACK_MAX_DAYS} days.`,
} as const;

/** GET /api/history/track/{id}?from&to: the device's positions in a time range, oldest first, for a replay. */
export const historyTrackQuerySchema = timeRangeQuerySchema({
  maxDays: HISTORY_TRACK_MAX_DAYS,
  tooLong: historyTrackMessages.tooLong,
});
export type HistoryTrackQuery = z.infer<typeof historyTrackQuerySchema>;

/** One position of a replay: when it was fixed (ISO 8601) and where. */
export const trackPointSchema = z.object({ time: z.string(), latitude: z.number(), longitude: z.number() });
export type TrackPoint = z.infer<typeof trackPointSchema>;

export const historyTrackResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(trackPointSchema),
  /** Whether the range holds more than HISTORY_TRACK_MAX_POINTS positions, so only its start is answered. */
  truncated: z.boolean(),
});
export type HistoryTrackResponse = z.infer<typeof historyTrackResponseSchema>;

/** DELETE /api/v2/history/{id}: every stored position of the device for its current owner. */
export const clearHistoryResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  deleted: z.number().int(),
});
export type ClearHistoryResponse = z.infer<typeof clearHistoryResponseSchema>;

/** GET /api/v2/history/{id}/csv: the file name and the columns, in order. */
export const historyCsvFileName = (deviceUUID: string) => `device-history-${deviceUUID}.csv`;
export const historyCsvColumns = [
  'Created On',
  'Latitude',
  'Longitude',
  'Address',
  'Type',
  'Accuracy (m)',
  'Speed (km/h)',
  'Course',
  'Altitude (m)',
  'Battery (%)',
  'Temperature (°C)',
  'Alert',
  'Locked',
  'Lock By',
] as const;

const tags = ['History'];

/** Where devices have been: pages of a device's history, its map, the newest positions of many, clearing and export. */
export const historyEndpoints = {
  find: endpoint({
    method: 'GET',
    path: '/api/history/find/device/:id',
    tags,
    summary: "A page of the device's location history, newest first (filter: all, gps, mcell, scell, alerts, lockEvents)",
    params: deviceParamsSchema,
    query: historyFindQuerySchema,
    success: { 200: historyFindResponseSchema },
    errors: [400, 401, 404],
  }),
  map: endpoint({
    method: 'GET',
    path: '/api/history/map/:id',
    tags,
    summary: "The device's newest positions for the map, newest first",
    params: deviceParamsSchema,
    query: historyMapQuerySchema,
    success: { 200: historyMapResponseSchema },
    errors: [400, 401, 404],
  }),
  track: endpoint({
    method: 'GET',
    path: '/api/history/track/:id',
    tags,
    summary: `The device's positions from \`from\` to \`to\` (at most ${HISTORY_TRACK_MAX_DAYS} days), oldest first, at most ${HISTORY_TRACK_MAX_POINTS.toLocaleString('en')}: the replay's track`,
    params: deviceParamsSchema,
    query: historyTrackQuerySchema,
    success: { 200: historyTrackResponseSchema },
    errors: [400, 401, 404, 429],
  }),
  latest: endpoint({
    method: 'POST',
    path: '/api/v2/history',
    tags,
    summary:
      'The newest `perDevice` locations (default 1, at most 1,000) of each listed device the caller can see, grouped by device in the order asked, newest first; devices they cannot see are left out',
    body: latestLocationsRequestSchema,
    success: { 200: latestLocationsResponseSchema },
    errors: [400, 401],
  }),
  clear: endpoint({
    method: 'DELETE',
    path: '/api/v2/history/:id',
    tags,
    summary: "Delete the device's whole location history for its current owner (Owner or SuperOwner)",
    params: deviceParamsSchema,
    success: { 200: clearHistoryResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  csv: endpoint({
    method: 'GET',
    path: '/api/v2/history/:id/csv',
    tags,
    summary: "The device's location history as a CSV file (UTF-8 with BOM), newest first, streamed (Owner or SuperOwner)",
    params: deviceParamsSchema,
    produces: ['text/csv'],
    success: { 200: z.any().describe('The file device-history-{deviceUUID}.csv') },
    errors: [400, 401, 403, 404, 429],
  }),
};