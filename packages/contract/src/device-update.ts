import { z } from 'zod';
import { isPlainName, NAME_CHARACTERS_MESSAGE } from './common.js';
import {
  accelerometerSettingsSchema,
  geofenceCrossings,
  locationReportModes,
  lowBatterySettingsSchema,
  NOTIFICATION_EMAILS_MAX,
  notificationEmailSchema,
  operatingModes,
  reportingIntervals,
  scheduleReportKinds,
  silentAlertSettingsSchema,
  temperatureSettingsSchema,
  tripRulesSchema,
  waterAlarmSettingsSchema,
} from './device-settings.js';
import { DEVICE_NAME_MAX } from './devices.js';
import { geofenceCircleSchema } from './geofence-circle.js';
import { boundarySchema, geofenceMessages, geoFenceRulesRequestSchema } from './geofence-fields.js';
import { base64PictureSchema, refuseBrokenPicture } from './picture.js';

/** About 0.06 MB after the browser's compression, with room for a larger upload from elsewhere. */
export const DEVICE_PICTURE_MAX_CHARS = 400_000;
const base64Picture = base64PictureSchema(
  DEVICE_PICTURE_MAX_CHARS,
  'The picture is too large. Please choose one under 300 KB.',
);

/**
 * PUT /api/devices/{id}: the changed fields only; nested settings may be given in part. The spec's fields that have a
 * call of their own are taken too and applied by that call's rules (decision 0083): the alert switches
 * (`pushNotification`, `emailAlerts`) are the caller's own, as PUT /api/devices/alert-settings/{id} sets them
 * (decision 0006); `operatingMode` tells the device, as PUT /api/devices/operating-mode/{id} does;
 * `locationReportMode` asks for a position as the locate call does; `geoFence`, `mapBoundaryPoints` and
 * `geofenceCircle` change the fence as the geo-fence calls do; `notificationEmails` is the whole list, whose new
 * addresses are each mailed a confirmation link as the notification-email calls do.
 */
export const updateDeviceRequestSchema = z
  .strictObject({
    name: z
      .string()
      .trim()
      .min(1, 'Field is required.')
      .max(DEVICE_NAME_MAX, `Name must be at most ${DEVICE_NAME_MAX} characters.`)
      .refine(isPlainName, NAME_CHARACTERS_MESSAGE),
    devicePicture: base64Picture,
    color: z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'Colour must be a hex colour such as #4682B4.'),
    scheduleReport: z
      .array(z.enum(scheduleReportKinds))
      .max(4)
      .refine((kinds) => new Set(kinds).size === kinds.length, 'Each report kind may appear once.')
      // Cell reports need GPS reports on.
      .refine((kinds) => !kinds.includes('cell') || kinds.includes('gps'), 'Cell reports need GPS reports on.'),
    scheduleReportInterval: z
      .number()
      .int()
      .refine(
        (value) => (reportingIntervals as readonly number[]).includes(value),
        'Reporting interval is not one of the offered values.',
      ),
    locationUpdateNotification: z.boolean(),
    sosAlertNotification: z.boolean(),
    tone: z.number().int().min(1).max(10),
    ledFlash: z.boolean(),
    tsaAccessible: z.boolean(),
    emergencyMode: z.boolean(),
    temperature: temperatureSettingsSchema.partial(),
    waterAlarm: waterAlarmSettingsSchema.partial(),
    accelerometer: accelerometerSettingsSchema.partial(),
    lowBattery: lowBatterySettingsSchema.partial(),
    silentAlert: silentAlertSettingsSchema.partial(),
    geofenceAlertOn: z.enum(geofenceCrossings),
    tripRules: tripRulesSchema.partial(),
    pushNotification: z.boolean(),
    emailAlerts: z.boolean(),
    operatingMode: z.enum(operatingModes),
    locationReportMode: z.enum(locationReportModes),
    geoFence: geoFenceRulesRequestSchema.extend({ enable: z.boolean() }).partial(),
    mapBoundaryPoints: boundarySchema,
    geofenceCircle: geofenceCircleSchema.nullable(),
    notificationEmails: z
      .array(notificationEmailSchema)
      .max(NOTIFICATION_EMAILS_MAX, `A device may have at most ${NOTIFICATION_EMAILS_MAX} notification emails.`),
    /** The device itself, as the reference's clients send it beside the fields; it must name this device. */
    _id: z.string().trim().min(1).max(100),
    /**
     * The plan flags, the SuperOwner's alone, and one-way: a device's trial, once had, is never offered again, so
     * neither flag can be set back to false.
     */
    isTrialAvailed: z.literal(true, "A device's trial, once had, cannot be given back."),
    isTermsAccepted: z.literal(true, 'Accepted terms cannot be withdrawn here.'),
    /** Set once the plan page offered the plan bought with the device. */
    isFirstLogin: z.literal(false, 'A first visit, once made, cannot be made again.'),
  })
  .partial()
  .refine((body) => Object.keys(body).some((key) => key !== '_id'), 'Nothing to update.')
  .refine(({ mapBoundaryPoints, geofenceCircle }) => !(mapBoundaryPoints?.length && geofenceCircle), {
    message: geofenceMessages.oneDeviceShape,
    path: ['geofenceCircle'],
  })
  .superRefine(...refuseBrokenPicture('devicePicture'));
export type UpdateDeviceRequest = z.input<typeof updateDeviceRequestSchema>;
