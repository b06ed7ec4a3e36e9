import { z } from 'zod';
import { serverMessages } from './messages.js';

/** The nested per-device settings, and the values each may take. */
export const reportingIntervals = [60, 120, 300, 600, 900, 1200, 1500, 1800, 3600, 7200, 21600, 43200, 86400] as const;
export const motionReAlertOptions = [180, 300, 600, 900, 1800, 3600, 7200] as const;
export const reAlertOptions = [300, 600, 900, 1800, 3600, 7200, 21600, 43200, 86400] as const;
export const scheduleReportKinds = ['gps', 'cell', 'wifi', 'temp'] as const;
export type ScheduleReportKind = (typeof scheduleReportKinds)[number];
export const operatingModes = ['responsiveness', 'batteryLife'] as const;
export const locationReportModes = ['once', 'continuously'] as const;
/** The addresses a device's alerts are mailed to: at most ten, each a valid address. */
export const NOTIFICATION_EMAILS_MAX = 10;
export const notificationEmailSchema = z
  .string()
  .trim()
  .min(1, 'Field is required.')
  .max(254)
  .pipe(z.email('Invalid Email address.'));
/** Live-tracking durations of Locate Continuously, in seconds. */
export const liveTrackingDurations = [300, 600, 900] as const;
export type LiveTrackingDuration = (typeof liveTrackingDurations)[number];

const oneOf = <T extends readonly number[]>(values: T, what: string) =>
  z
    .number()
    .int()
    .refine((value) => values.includes(value), `${what} must be one of ${values.join(', ')}.`);

/** The alert level's range in the unit it is given in: the modem measures −40 to 85 °C. */
export const temperatureLevelRange = { c: { min: -40, max: 85 }, f: { min: -40, max: 185 } } as const;

export const temperatureSettingsSchema = z.strictObject({
  enable: z.boolean(),
  sendLocation: z.boolean(),
  reAlertDuration: oneOf(reAlertOptions, 'Re-alert duration'),
  condition: z.enum(['lessOrEqual', 'greaterOrEqual']),
  /** In `unit`: −40 to 85 °C, −40 to 185 °F (the server checks the pair). */
  level: z.number().min(-40).max(185),
  unit: z.enum(['c', 'f']),
});
export type TemperatureSettings = z.infer<typeof temperatureSettingsSchema>;

/** The alert level outside what the device measures in the given unit (null when within). */
export function temperatureLevelProblem({ level, unit }: Pick<TemperatureSettings, 'level' | 'unit'>): string | null {
  const { min, max } = temperatureLevelRange[unit];
  return level < min || level > max
    ? serverMessages[unit === 'c' ? 'temperatureLevelOutOfRangeC' : 'temperatureLevelOutOfRangeF']
    : null;
}

/** The whole temperature alert as a form edits it: the level checked in its unit, as the server does. */
export const temperatureAlertSchema = temperatureSettingsSchema.superRefine((settings, context) => {
  const problem = temperatureLevelProblem(settings);
  if (problem) context.addIssue({ code: 'custom', path: ['level'], message: problem });
});

export const geoFenceSettingsSchema = z.strictObject({
  enable: z.boolean(),
  liveTrackingUnable: z.boolean(),
  trackingTime: z.number().int().min(0).max(86400),
});
export type GeoFenceSettings = z.infer<typeof geoFenceSettingsSchema>;

export const waterAlarmSettingsSchema = z.strictObject({
  enable: z.boolean(),
  sendLocation: z.boolean(),
  reAlertDuration: oneOf(reAlertOptions, 'Re-alert duration'),
});
export type WaterAlarmSettings = z.infer<typeof waterAlarmSettingsSchema>;

export const accelerometerSettingsSchema = z.strictObject({
  enable: z.boolean(),
  ultraPowerMode: z.boolean(),
  sendLocation: z.boolean(),
  reAlertDuration: oneOf(motionReAlertOptions, 'Re-alert duration'),
  /** Sent reversed by the settings screen (11 minus the slider value). */
  sensitivity: z.number().int().min(1).max(10),
  duration: z.number().int().min(0).max(3600),
});
export type AccelerometerSettings = z.infer<typeof accelerometerSettingsSchema>;

/** Told once when the battery falls to `level` percent or below; told again only after it has risen above it. */
export const LOW_BATTERY_LEVELS = { min: 5, max: 50 } as const;
const lowBatteryLevelRefusal = `The low battery level must be ${LOW_BATTERY_LEVELS.min} to ${LOW_BATTERY_LEVELS.max} %.`;
export const lowBatterySettingsSchema = z.strictObject({
  enable: z.boolean(),
  level: z
    .number()
    .int()
    .min(LOW_BATTERY_LEVELS.min, lowBatteryLevelRefusal)
    .max(LOW_BATTERY_LEVELS.max, lowBatteryLevelRefusal),
});
export type LowBatterySettings = z.infer<typeof lowBatterySettingsSchema>;

/** Told once when the device has not reported for `hours`; its next report clears it. */
export const silentAlertHourOptions = [1, 2, 3, 6, 12, 24, 48, 72, 168] as const;
export const silentAlertSettingsSchema = z.strictObject({
  enable: z.boolean(),
  hours: oneOf(silentAlertHourOptions, 'Hours without a report'),
});
export type SilentAlertSettings = z.infer<typeof silentAlertSettingsSchema>;

/**
 * A stop is at least `stopMinutes` spent within `stopRadius` metres of where the device arrived; every other stretch of
 * its history is a trip. Each device has its own, set in Alert & Reports.
 */
export const TRIP_STOP_MINUTES = { min: 1, max: 120 } as const;
export const TRIP_STOP_RADIUS = { min: 20, max: 1000 } as const;

/** The refusals of the settings' limits, as the forms and the server write them. */
export const settingsLimitMessages = {
  lowBatteryLevel: lowBatteryLevelRefusal,
  stopMinutes: `A stop must last ${TRIP_STOP_MINUTES.min} to ${TRIP_STOP_MINUTES.max} minutes.`,
  stopRadius: `A stop's radius must be ${TRIP_STOP_RADIUS.min} to ${TRIP_STOP_RADIUS.max} m.`,
} as const;
export const tripRulesSchema = z.strictObject({
  stopMinutes: z
    .number()
    .int()
    .min(TRIP_STOP_MINUTES.min, settingsLimitMessages.stopMinutes)
    .max(TRIP_STOP_MINUTES.max, settingsLimitMessages.stopMinutes),
  stopRadius: z
    .number()
    .int()
    .min(TRIP_STOP_RADIUS.min, settingsLimitMessages.stopRadius)
    .max(TRIP_STOP_RADIUS.max, settingsLimitMessages.stopRadius),
});
export type TripRules = z.infer<typeof tripRulesSchema>;

/** Which crossings of the geofence are told: leaving it (the spec's), entering it, or both. */
export const geofenceCrossings = ['exit', 'entry', 'both'] as const;
export type GeofenceCrossing = (typeof geofenceCrossings)[number];

/** What a new device starts with: everything off, re-alerts after 5 minutes. */
export const defaultDeviceSettings = {
  temperature: {
    enable: false,
    sendLocation: false,
    reAlertDuration: 300,
    condition: 'greaterOrEqual',
    level: 40,
    unit: 'c',
  },
  geoFence: { enable: false, liveTrackingUnable: false, trackingTime: 0 },
  waterAlarm: { enable: false, sendLocation: false, reAlertDuration: 300 },
  accelerometer: {
    enable: false,
    ultraPowerMode: false,
    sendLocation: false,
    reAlertDuration: 300,
    sensitivity: 5,
    duration: 0,
  },
  lowBattery: { enable: false, level: 20 },
  silentAlert: { enable: false, hours: 24 },
  geofenceAlertOn: 'exit',
  tripRules: { stopMinutes: 5, stopRadius: 100 },
} as const satisfies {
  temperature: TemperatureSettings;
  geoFence: GeoFenceSettings;
  waterAlarm: WaterAlarmSettings;
  accelerometer: AccelerometerSettings;
  lowBattery: LowBatterySettings;
  silentAlert: SilentAlertSettings;
  geofenceAlertOn: GeofenceCrossing;
  tripRules: TripRules;
};

/** The accent colours a device may have. */
export const deviceColors = [
  { label: 'Light Salmon', value: '#FFA07A' },
  { label: 'Indian Red', value: '#CD5C5C' },
  { label: 'Crimson', value: '#DC143C' },
  { label: 'Light Sea Green', value: '#20B2AA' },
  { label: 'Dark Cyan', value: '#008B8B' },
  { label: 'Steel Blue', value: '#4682B4' },
] as const;
