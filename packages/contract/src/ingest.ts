import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { locationTypeSchema, reportedAlertTypeSchema } from './history.js';
import { unlockTypeSchema } from './lock-events.js';

/** What a device may be told to do, handed to it in the answer to its next report. */
export const deviceCommandTypes = ['locate', 'stopTracking', 'alarm', 'airplaneMode', 'operatingMode', 'settings', 'geofence', 'firmware', 'rekey', 'reportStolen'] as const;
export const deviceCommandTypeSchema = z.enum(deviceCommandTypes);
export type DeviceCommandType = z.infer<typeof deviceCommandTypeSchema>;

/**
 * What the OsmAnd answer may carry. That protocol has no secret of its own and travels in clear, so anti-theft
 * commands (alarm, stolen, passcode), the geo-fence (where someone lives) and settings wait for the native call.
 */
export const osmandCommandTypes: readonly DeviceCommandType[] = ['locate', 'stopTracking', 'airplaneMode', 'operatingMode'];

/**
 * queued: waiting for the device; sent: handed to it, not yet confirmed; acknowledged: the device confirmed it;
 * expired: not confirmed in time; superseded: replaced by a newer command of the same type before it was sent.
 */
export const deviceCommandStatuses = ['queued', 'sent', 'acknowledged', 'expired', 'superseded'] as const;
export type DeviceCommandStatus = (typeof deviceCommandStatuses)[number];

export const deviceCommandSchema = z.object({
  id: z.uuid(),
  type: deviceCommandTypeSchema,
  payload: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type DeviceCommand = z.infer<typeof deviceCommandSchema>;

/** Positions one native call may carry. */
export const NATIVE_MAX_POSITIONS = 500;
/** How far ahead of the server's clock a position's time may be (device clocks drift). */
export const MAX_FUTURE_SKEW_MS = 5 * 60 * 1000;
/** Positions older than this are refused as a broken clock rather than stored. */
export const EARLIEST_POSITION_TIME = Date.UTC(2000, 0, 1);

/** The last second a JavaScript Date can hold (8.64e15 ms): past it, a timestamp is no date at all. */
const LAST_DATE_EPOCH_SECONDS = 8_640_000_000_000;

const epochSecondsOrIso = z.union([
  z.number().int().positive().max(LAST_DATE_EPOCH_SECONDS),
  z.iso.datetime({ offset: true }),
]);

export const modemVoltageSchema = z.number().int().min(0).max(10_000);
export const modemTemperatureSchema = z.number().min(-60).max(125);

export const nativePositionSchema = z.strictObject({
  /** When the position was fixed: epoch seconds or ISO 8601. */
  timestamp: epochSecondsOrIso,
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  type: locationTypeSchema.default('gps'),
  accuracy: z.number().min(0).max(1_000_000).optional(),
  /** km/h */
  speed: z.number().min(0).max(2000).optional(),
  course: z.number().min(0).max(360).optional(),
  altitude: z.number().min(-1000).max(100_000).optional(),
  alertType: reportedAlertTypeSchema.optional(),
  isLocked: z.boolean().optional(),
  unlockType: unlockTypeSchema.optional(),
  modem_voltage: modemVoltageSchema.optional(),
  /** Degrees Celsius. */
  modem_temperature: modemTemperatureSchema.optional(),
  attributes: z.record(z.string().max(64), z.union([z.string().max(256), z.number(), z.boolean()])).optional(),
});
export type NativePosition = z.infer<typeof nativePositionSchema>;

/**
 * The native batch call of our own trackers: POST /api/ingest/native with `Authorization: Device <secret>`.
 * Several positions, the modem's state and the ids of the commands the device has carried out, in one request.
 */
export const nativeReportSchema = z.strictObject({
  modem: z
    .strictObject({
      modem_voltage: modemVoltageSchema.optional(),
      modem_temperature: modemTemperatureSchema.optional(),
      modem_state: z.string().min(1).max(40).optional(),
      firmwareVersion: z.string().min(1).max(40).optional(),
    })
    .optional(),
  positions: z.array(nativePositionSchema).max(NATIVE_MAX_POSITIONS).default([]),
  acks: z.array(z.uuid()).max(100).default([]),
});
export type NativeReport = z.input<typeof nativeReportSchema>;

export const nativeReportResponseSchema = z.object({
  success: z.literal(true),
  accepted: z.number().int(),
  commands: z.array(deviceCommandSchema),
});
export type NativeReportResponse = z.infer<typeof nativeReportResponseSchema>;

/**
 * A command as one line of text, for protocols that carry text only (the OsmAnd reply, as Traccar sends custom
 * commands): its type, then its argument, e.g. `alarm on`, `locate continuously 600`, `settings {"tone":3}`.
 */
export function commandText(type: DeviceCommandType, payload: Record<string, unknown>): string {
  switch (type) {
    case 'locate':
      return payload.duration === undefined
        ? `locate ${String(payload.locationReportMode ?? 'once')}`
        : `locate ${String(payload.locationReportMode)} ${String(payload.duration)}`;
    case 'stopTracking':
      return 'stopTracking';
    case 'alarm':
      return `alarm ${payload.on ? 'on' : 'off'}`;
    case 'airplaneMode':
      return `airplaneMode ${String(payload.duration)}`;
    case 'operatingMode':
      return `operatingMode ${String(payload.operatingMode)}`;
    case 'firmware':
      return `firmware ${String(payload.version)}`;
    case 'rekey':
      return 'rekey';
    case 'reportStolen':
      return `reportStolen ${payload.stolen ? 'on' : 'off'}`;
    case 'settings':
    case 'geofence':
      return `${type} ${JSON.stringify(payload)}`;
  }
}

/** Our trackers' own call, signed with the device's secret. */
export const ingestEndpoints = {
  native: endpoint({
    method: 'POST',
    path: '/api/ingest/native',
    tags: ['Device ingest'],
    summary: "Our trackers' batch report: positions, modem state and command acknowledgements; answers the due commands",
    description:
      'Authenticated with `Authorization: Device <secret>` (the per-device secret from `npm run cli -- device:secret`). ' +
      'Answers only after the positions are committed. Commands are handed out as sent; acknowledge them by id in `acks` of a later call. ' +
      '503 (with `Retry-After`) while the database is away: send the call again later.',
    headers: z.object({ authorization: z.string().optional() }),
    body: nativeReportSchema,
    success: { 200: nativeReportResponseSchema },
    errors: [400, 401, 413, 503],
  }),
};
