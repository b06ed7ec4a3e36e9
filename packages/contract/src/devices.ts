import { geofenceCircleSchema } from './geofence-circle.js';
import { z } from 'zod';
import { isPlainName, NAME_CHARACTERS_MESSAGE, paginationSchema, successMessageSchema } from './common.js';
import {
  accelerometerSettingsSchema,
  geofenceCrossings,
  geoFenceSettingsSchema,
  locationReportModes,
  lowBatterySettingsSchema,
  tripRulesSchema,
  operatingModes,
  scheduleReportKinds,
  silentAlertSettingsSchema,
  temperatureSettingsSchema,
  waterAlarmSettingsSchema,
} from './device-settings.js';
import { unlockTypeSchema } from './lock-events.js';
import { osmandSettingsSchema } from './osmand.js';
import { privilegeSchema } from './privileges.js';

export const deviceTypes = ['shield_gps', 'shield_card', 'smart_lock'] as const;
export const deviceTypeSchema = z.enum(deviceTypes);
export type DeviceType = z.infer<typeof deviceTypeSchema>;

/** Trackers with a cellular modem report voltage, temperature and network state; the lock does not. */
export const hasModem = (type: DeviceType) => type !== 'smart_lock';

/** Subscription and eSIM states. A device without a plan is Inactive. */
export const subscriptionStatuses = ['Inactive', 'InTransit', 'Inventory', 'Active', 'Suspended', 'Terminated', 'Distinctive'] as const;
export const subscriptionStatusSchema = z.enum(subscriptionStatuses);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;
export const esimStatuses = ['Active', 'Inactive'] as const;

/** A plan of the device whose payment failed: retries running, or used up and the plan left unpaid. */
export const paymentIssues = ['past_due', 'authentication_required', 'unpaid'] as const;
export type PaymentIssue = (typeof paymentIssues)[number];

/** What is wrong and what to do, on the plan's row and on the device: the same words. */
export const paymentIssueLabels: Record<PaymentIssue, string> = {
  past_due: 'Payment failed: update your card',
  authentication_required: 'Authentication needed to pay',
  unpaid: 'Unpaid: update your card',
};

/** Only a GPS device with a subscription other than Inactive is kept from removal. */
export function removalBlockedBySubscription(device: { deviceType: DeviceType; subscription: { status: SubscriptionStatus } }) {
  return device.deviceType === 'shield_gps' && device.subscription.status !== 'Inactive';
}

const isoTime = z.string();

/**
 * What kind of report brought a device's newest news: an alert (SOS, Motion), a periodic report (Schedule), one
 * that was asked for while tracking (Location), the answer to a command (CMD), or modem readings alone (Modem info).
 */
export const deviceReportTypes = ['Motion', 'SOS', 'Schedule', 'Location', 'CMD', 'Modem info'] as const;
export type DeviceReportType = (typeof deviceReportTypes)[number];

/** How far a smart lock's paired phone may go before the lock alerts. */
export const proximities = ['low', 'medium', 'high'] as const;
export type Proximity = (typeof proximities)[number];

/**
 * The modem's network state as the reference numbers it: 0 unknown, 1 connected, 2 idle (eDRX), 3 asleep (PSM).
 * Devices report it as text ("Connected (LTE-M)"), which the modem information shows as it came.
 */
export function modemStateCode(state: string | null): number {
  const text = state?.toLowerCase() ?? '';
  if (text.startsWith('connected')) return 1;
  if (text.startsWith('idle')) return 2;
  if (text.startsWith('sleeping') || text.startsWith('asleep')) return 3;
  return 0;
}
const latLngSchema = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });

/** The Device entity as the API answers it, seen by one caller with their privilege. */
export const deviceSchema = z.object({
  _id: z.string(),
  deviceUUID: z.string(),
  name: z.string(),
  deviceType: deviceTypeSchema,
  /**
   * The picture as base64 without a prefix, in the one-device read (GET /api/devices/{id}) only; empty in every other
   * answer and when none was uploaded. The reference's field, kept with its type for its clients.
   */
  devicePicture: z.string(),
  /** Where the picture's bytes are (GET /api/devices/{id}/picture/{version}), new when it changes; null when none. */
  devicePictureUrl: z.string().nullable(),
  color: z.string().nullable(),
  /** The modem's IMEI and the eSIM's ICCID, as text; empty when the device has none. */
  imei: z.string(),
  iccid: z.string(),
  /** The SuperOwner's account. */
  userId: z.string(),
  privilege: privilegeSchema,
  /** The lock's master key; only Owner and SuperOwner see it, others get null. */
  passcode: z.string().nullable(),
  /** How the device reports over OsmAnd; only Owner and SuperOwner see it, others get null. */
  osmand: osmandSettingsSchema.nullable(),
  /**
   * For a sharee, the share they see the device through: the sharer's name as the share gives it (Share as name; for
   * an account share, the account owner's name), its end (a Limited share; null when it does not end) and whether it
   * comes from an account share. null for the SuperOwner.
   */
  sharedWithMe: z
    .object({ sharerName: z.string(), expiryDate: isoTime.nullable(), throughAccount: z.boolean() })
    .nullable(),
  lastSeenTime: isoTime.nullable(),
  alarm: z.boolean(),
  share_count: z.number().int(),
  subscription: z.object({
    status: subscriptionStatusSchema,
    /** For the device's owner, who pays its plans: a plan whose payment failed; null otherwise and for anyone else. */
    paymentIssue: z.enum(paymentIssues).nullable(),
    /** For its owner: the invoice of a plan whose renewal waits for the card holder to authenticate it; else null. */
    authenticationInvoiceId: z.string().nullable(),
  }),
  esim: z.object({
    _id: z.string(),
    iccid: z.string(),
    eid: z.string(),
    status: z.enum(esimStatuses),
    createdAt: isoTime,
    updatedAt: isoTime,
  }),
  deleted: z.boolean(),
  is_wifi_device: z.boolean(),
  cellRequestsCount: z.number().int(),
  cellScanLimit: z.number().int(),
  battery_percentage: z.number().nullable(),
  /** Millivolts, 0 until the modem has reported. */
  modem_voltage: z.number().int(),
  modem_temperature: z.number().nullable(),
  modem_temperature_c: z.number().nullable(),
  /** Whole degrees Fahrenheit, 0 until the modem has reported. */
  modem_temperature_f: z.number().int(),
  /** modemStateCode of the reported state. */
  modem_state: z.number().int(),
  operatingMode: z.enum(operatingModes),
  airplaneModeUntil: isoTime.nullable(),
  edrx_value: z.number().nullable(),
  edrx_ptw: z.number().nullable(),
  psm_tau: z.number().nullable(),
  psm_active_time: z.number().nullable(),
  locationReportMode: z.enum(locationReportModes),
  mapBoundaryPoints: z.array(latLngSchema),
  /** A circular geofence, kept instead of the boundary polygon; null for none. */
  geofenceCircle: geofenceCircleSchema.nullable(),
  scheduleReport: z.array(z.enum(scheduleReportKinds)),
  scheduleReportInterval: z.number().int(),
  pushNotification: z.boolean(),
  emailAlerts: z.boolean(),
  locationUpdateNotification: z.boolean(),
  sosAlertNotification: z.boolean(),
  notificationEmails: z.array(z.string()),
  /** Those of `notificationEmails` that have not confirmed the link mailed to them yet: they get no alerts. */
  pendingNotificationEmails: z.array(z.string()),
  tone: z.number().int(),
  ledFlash: z.boolean(),
  tsaAccessible: z.boolean(),
  emergencyMode: z.boolean(),
  /** When the owner reported the device stolen (null when not reported). */
  reportedStolenAt: isoTime.nullable(),
  firmwareVersion: z.string().nullable(),
  temperature: temperatureSettingsSchema,
  geoFence: geoFenceSettingsSchema,
  waterAlarm: waterAlarmSettingsSchema,
  accelerometer: accelerometerSettingsSchema,
  lowBattery: lowBatterySettingsSchema,
  silentAlert: silentAlertSettingsSchema,
  geofenceAlertOn: z.enum(geofenceCrossings),
  /** How its history splits into trips and stops. */
  tripRules: tripRulesSchema,
  timeCreated: isoTime,
  /** Where the newest position lies (0 and 0 before the first) and when it was fixed (null before the first). */
  latitude: z.number(),
  longitude: z.number(),
  lastHistoryTime: isoTime.nullable(),
  /** What kind of report brought the newest news; null before the first report. */
  lastReportType: z.enum(deviceReportTypes).nullable(),
  /**
   * A lock's state as it last told it (null until it has, and for trackers), how it was last locked or opened (null
   * when the lock did not say), and when that state began.
   */
  isLocked: z.boolean().nullable(),
  unlockType: unlockTypeSchema.nullable(),
  lockChangedAt: isoTime.nullable(),
  /** 1 while the device is reported stolen, else 0; who reported it (empty when nobody). */
  markAsLost: z.number().int(),
  markedByUsername: z.string(),
  markedByEmail: z.string(),
  alertLevel: z.number().int(),
  proximity: z.enum(proximities),
  /** People the device is shared with; the same count as share_count. */
  sharedUserCount: z.number().int(),
  isTrialAvailed: z.boolean(),
  /** Whether the device's SuperOwner accepted the plan terms (with a trial bought for it). */
  isTermsAccepted: z.boolean(),
  /** Until its SuperOwner was offered the plan bought with the device, on its plan page's first visit. */
  isFirstLogin: z.boolean(),
  listenToLock: z.boolean(),
  /** Never the passcode: the reference's field, always empty here (the passcode is `passcode`, for its holders). */
  masterKey: z.string(),
  subscriptionRemindOn: isoTime.nullable(),
  subscriptionRemindCount: z.number().int().nullable(),
  outOfRangeTimeout: z.number().int().nullable(),
  cellRequestsResetOn: isoTime.nullable(),
  continuousReportReset: isoTime.nullable(),
});
export type Device = z.infer<typeof deviceSchema>;

export const findDevicesQuerySchema = z.strictObject({
  type: z.enum([...deviceTypes, 'all']).optional(),
  name: z.string().trim().max(100).optional(),
  filter: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  perPage: z.coerce.number().int().min(1).max(999).default(6),
});
export type FindDevicesQuery = z.input<typeof findDevicesQuerySchema>;

/** The page of devices and its pagination, as the reference answers it; the total is in X-Total-Count too. */
export const findDevicesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(deviceSchema),
  pagination: paginationSchema,
});
export type FindDevicesResponse = z.infer<typeof findDevicesResponseSchema>;

/** A device path parameter: the device's `_id` or its `deviceUUID` (serial number). */
export const deviceRefSchema = z.string().trim().min(1).max(100);

/** A serial number (`deviceUUID`) a device is provisioned or listed under. */
export const SERIAL_NUMBER_PATTERN = /^[A-Za-z0-9-]{4,64}$/;
export const SERIAL_NUMBER_RULE = 'The serial number must be 4 to 64 letters, digits or dashes.';
export const deviceParamsSchema = z.object({ id: deviceRefSchema });

/** The picture's address: the device's `_id` and the picture's version, which changes with the picture. */
export const devicePictureParamsSchema = z.object({ id: z.uuid(), version: z.string().regex(/^[0-9a-f]{32}$/) });
export const deviceUuidParamsSchema = z.object({ uuid: deviceRefSchema });

export const DEVICE_NAME_MAX = 60;

export const deviceResponseSchema = z.object({ success: z.literal(true), message: z.string(), device: deviceSchema });
export type DeviceResponse = z.infer<typeof deviceResponseSchema>;

export const alarmParamsSchema = z.object({ uuid: deviceRefSchema, state: z.enum(['on', 'off']) });
export const operatingModeRequestSchema = z.strictObject({ operatingMode: z.enum(operatingModes) });
export const AIRPLANE_HOURS = { min: 1, max: 24, default: 1 } as const;
export const airplaneModeRequestSchema = z.strictObject({
  duration: z
    .number()
    .int()
    .min(AIRPLANE_HOURS.min * 3600, 'Duration must be between 1 and 24 hours.')
    .max(AIRPLANE_HOURS.max * 3600, 'Duration must be between 1 and 24 hours.'),
});
export const alertSettingsRequestSchema = z
  .strictObject({ pushNotification: z.boolean(), emailAlerts: z.boolean() })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update.');

export const claimDeviceRequestSchema = z.strictObject({
  deviceUUID: deviceRefSchema,
  passcode: z.string().min(1, 'Field is required.').max(64),
  name: z.string().trim().min(1, 'Field is required.').max(DEVICE_NAME_MAX).refine(isPlainName, NAME_CHARACTERS_MESSAGE),
});
export type ClaimDeviceRequest = z.infer<typeof claimDeviceRequestSchema>;

/** Get temperature: the latest modem reading, null when the device never reported one. */
export const temperatureResponseSchema = z.object({
  success: z.literal(true),
  temperature: z
    .object({ celsius: z.number(), fahrenheit: z.number(), unit: z.enum(['c', 'f']), readAt: isoTime.nullable() })
    .nullable(),
});
export type TemperatureResponse = z.infer<typeof temperatureResponseSchema>;

export const modemInfoResponseSchema = z.object({
  success: z.literal(true),
  modemInfo: z.object({
    deviceUUID: z.string(),
    imei: z.string().nullable(),
    modem_state: z.string().nullable(),
    modem_voltage: z.number().nullable(),
    battery_percentage: z.number().nullable(),
    modem_temperature_c: z.number().nullable(),
    modem_temperature_f: z.number().nullable(),
    esim: z.object({ status: z.enum(esimStatuses) }),
    subscription: z.object({ status: subscriptionStatusSchema }),
    edrx_value: z.number().nullable(),
    edrx_ptw: z.number().nullable(),
    psm_tau: z.number().nullable(),
    psm_active_time: z.number().nullable(),
    edrxStatus: z.string(),
    psmStatus: z.string(),
    cellRequestsCount: z.number().int(),
    cellScanLimit: z.number().int(),
    firmwareVersion: z.string().nullable(),
    lastSeenTime: isoTime.nullable(),
  }),
});
export type ModemInfo = z.infer<typeof modemInfoResponseSchema>['modemInfo'];

/** A lock passcode (master key): 6 to 12 digits, as printed on the box. */
export const PASSCODE_PATTERN = /^\d{6,12}$/;
export const passcodeMessages = {
  format: 'The passcode must be 6 to 12 digits.',
  mismatch: "Passcodes don't match",
  confirmChange: 'Are you sure you want to change the device passcode? People who open the device with the old passcode will need the new one.',
  changed: 'Passcode change requested. The device uses the new passcode after its next report.',
  newAfterRemoval: (passcode: string) =>
    `The device now has the passcode ${passcode}; the old one no longer works. Give it to whoever adds the device next.`,
} as const;

/**
 * DELETE /api/devices/{id}: the device leaves the account with a new passcode, shown once to the owner who removed
 * it, since everyone they told the old one could otherwise claim it again.
 */
export const deviceRemovalSchema = successMessageSchema.extend({ passcode: z.string() });
export type DeviceRemoval = z.infer<typeof deviceRemovalSchema>;

/** PUT /api/devices/passcode/{id}: a new master key for the device, queued for it (the Security tab). */
export const passcodeChangeRequestSchema = z
  .strictObject({
    passcode: z.string().regex(PASSCODE_PATTERN, passcodeMessages.format),
    confirmation: z.string(),
  })
  .refine((body) => body.passcode === body.confirmation, { message: passcodeMessages.mismatch, path: ['confirmation'] });
export type PasscodeChangeRequest = z.input<typeof passcodeChangeRequestSchema>;

export const stolenParamsSchema = z.object({ id: deviceRefSchema, state: z.enum(['on', 'off']) });
export const stolenMessages = {
  confirmReport: 'Report this device as stolen? It will report its position continuously and sound no alarm, so it can be recovered quietly.',
  reported: 'Device reported stolen',
  recovered: 'Device marked as recovered',
  /** Locate and stop tracking while the device is reported stolen (409). */
  trackingWhileStolen: 'The device is reported stolen: it reports continuously until it is marked recovered.',
} as const;
