import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  defaultDeviceSettings,
  type AccelerometerSettings,
  type AlertType,
  type DeviceReportType,
  type GeofenceCircle,
  type GeofenceCrossing,
  type GeoFenceSettings,
  type LowBatterySettings,
  type TripRules,
  type Proximity,
  type SilentAlertSettings,
  type TemperatureSettings,
  type UnlockType,
  type WaterAlarmSettings,
} from '@lodestar/contract';
import { users } from './users.js';

/** A device the silent-device check watches and has not told yet: the partial index's predicate and the check's. */
export const silentWatch = (table: { silentAlert: AnyPgColumn; silentAlertedAt: AnyPgColumn; deleted: AnyPgColumn }) =>
  sql`(${table.silentAlert} ->> 'enable')::boolean AND ${table.silentAlertedAt} IS NULL AND ${table.deleted} = false`;

/** A new OsmAnd identifier: 24 random hex digits (96 bits), made by the database so every insert gets one. */
export const newOsmandId = sql`substr(md5(gen_random_uuid()::text || clock_timestamp()::text), 1, 24)`;

/**
 * A device. `user_id` is its SuperOwner's account; null while it is provisioned but unclaimed
 * or after its owner removed it. Telemetry columns hold the latest reported state.
 */
export const devices = pgTable(
  'devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deviceUUID: text('device_uuid').notNull().unique(),
    name: text('name').notNull(),
    deviceType: text('device_type', { enum: ['shield_gps', 'shield_card', 'smart_lock'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The dealership a provisioned, unclaimed device is stock of: that dealer's spreadsheet upload adds it to their
     * account (decision 0031). Cleared once it joins an account.
     */
    allocatedTo: uuid('allocated_to').references(() => users.id, { onDelete: 'set null' }),
    devicePicture: text('device_picture').notNull().default(''),
    /**
     * The picture's version in its address (GET /api/devices/{id}/picture/{version}): its MD5, kept by the database
     * with every write of the picture, so that the lists answer the address without reading the picture.
     */
    pictureVersion: text('picture_version').generatedAlwaysAs(
      sql`CASE WHEN device_picture = '' THEN NULL ELSE md5(device_picture) END`,
    ),
    color: text('color'),
    imei: text('imei').unique(),
    passcode: text('passcode').notNull(),
    lastSeenTime: timestamp('last_seen_time', { withTimezone: true }),
    alarm: boolean('alarm').notNull().default(false),
    subscriptionStatus: text('subscription_status', {
      enum: ['Inactive', 'InTransit', 'Inventory', 'Active', 'Suspended', 'Terminated', 'Distinctive'],
    })
      .notNull()
      .default('Inactive'),
    esimStatus: text('esim_status', { enum: ['Active', 'Inactive'] }).notNull().default('Inactive'),
    /**
     * A plan of the device whose payment failed: retries running (`past_due`), used up (`unpaid`), or a renewal waiting
     * for the card holder to authenticate it (`authentication_required`, its invoice in `authenticationInvoiceId`).
     */
    paymentIssue: text('payment_issue', { enum: ['past_due', 'authentication_required', 'unpaid'] }),
    authenticationInvoiceId: text('authentication_invoice_id'),
    deleted: boolean('deleted').notNull().default(false),
    isWifiDevice: boolean('is_wifi_device').notNull().default(false),
    cellRequestsCount: integer('cell_requests_count').notNull().default(0),
    cellScanLimit: integer('cell_scan_limit').notNull().default(150),
    batteryPercentage: doublePrecision('battery_percentage'),
    modemVoltage: integer('modem_voltage'),
    /** Degrees Celsius; Fahrenheit is derived. */
    modemTemperature: doublePrecision('modem_temperature'),
    modemState: text('modem_state'),
    operatingMode: text('operating_mode', { enum: ['responsiveness', 'batteryLife'] }).notNull().default('responsiveness'),
    airplaneModeUntil: timestamp('airplane_mode_until', { withTimezone: true }),
    edrxValue: doublePrecision('edrx_value'),
    edrxPtw: doublePrecision('edrx_ptw'),
    psmTau: doublePrecision('psm_tau'),
    psmActiveTime: doublePrecision('psm_active_time'),
    locationReportMode: text('location_report_mode', { enum: ['once', 'continuously'] }).notNull().default('once'),
    /** When continuous reporting ends by itself (Locate Continuously for a duration); housekeeping then sets `once`. */
    liveTrackingUntil: timestamp('live_tracking_until', { withTimezone: true }),
    mapBoundaryPoints: jsonb('map_boundary_points').$type<{ lat: number; lng: number }[]>().notNull().default([]),
    /** A circular geofence (centre and radius in metres), kept instead of a boundary polygon; null for none. */
    geofenceCircle: jsonb('geofence_circle').$type<GeofenceCircle>(),
    scheduleReport: text('schedule_report', { enum: ['gps', 'cell', 'wifi', 'temp'] })
      .array()
      .notNull()
      .default(sql`ARRAY['gps']::text[]`),
    scheduleReportInterval: integer('schedule_report_interval').notNull().default(3600),
    pushNotification: boolean('push_notification').notNull().default(true),
    emailAlerts: boolean('email_alerts').notNull().default(false),
    locationUpdateNotification: boolean('location_update_notification').notNull().default(false),
    sosAlertNotification: boolean('sos_alert_notification').notNull().default(true),
    notificationEmails: text('notification_emails').array().notNull().default(sql`ARRAY[]::text[]`),
    /** Those of `notification_emails` whose owner opened the confirmation link: the only ones alerts are mailed to. */
    confirmedNotificationEmails: text('confirmed_notification_emails').array().notNull().default(sql`ARRAY[]::text[]`),
    tone: integer('tone').notNull().default(5),
    ledFlash: boolean('led_flash').notNull().default(false),
    tsaAccessible: boolean('tsa_accessible').notNull().default(false),
    emergencyMode: boolean('emergency_mode').notNull().default(false),
    reportedStolenAt: timestamp('reported_stolen_at', { withTimezone: true }),
    /** Who reported the device stolen, as they were named then (markedByUsername and markedByEmail). */
    reportedStolenByName: text('reported_stolen_by_name'),
    reportedStolenByEmail: text('reported_stolen_by_email'),
    /** Where the newest position lies, and what kind of report brought the newest news (DeviceReportType). */
    lastLatitude: doublePrecision('last_latitude'),
    lastLongitude: doublePrecision('last_longitude'),
    lastReportType: text('last_report_type').$type<DeviceReportType>(),
    /** A lock's newest known state, how it came about (UnlockType, when the lock said) and since when. */
    isLocked: boolean('is_locked'),
    unlockType: text('unlock_type').$type<UnlockType>(),
    lockChangedAt: timestamp('lock_changed_at', { withTimezone: true }),
    /** The eSIM: its card number and embedded identity, known once the device is provisioned with them. */
    iccid: text('iccid'),
    eid: text('eid'),
    /** The lock's proximity alert: how far the paired phone may go, and how loud it alerts (0 off). */
    proximity: text('proximity').$type<Proximity>().notNull().default('medium'),
    alertLevel: integer('alert_level').notNull().default(0),
    /** Whether the app listens to the lock's broadcasts; whether the device has had its free trial. */
    listenToLock: boolean('listen_to_lock').notNull().default(false),
    isTrialAvailed: boolean('is_trial_availed').notNull().default(false),
    /** Whether the device's SuperOwner accepted the plan terms (with the first plan bought for it). */
    isTermsAccepted: boolean('is_terms_accepted').notNull().default(false),
    /** Until its owner was offered the plan bought with the device (its pre-purchased code) on its plan page. */
    isFirstLogin: boolean('is_first_login').notNull().default(true),
    /** Plan reminders and cellular counters, kept for the billing work; null until set. */
    subscriptionRemindOn: timestamp('subscription_remind_on', { withTimezone: true }),
    subscriptionRemindCount: integer('subscription_remind_count'),
    outOfRangeTimeout: integer('out_of_range_timeout'),
    cellRequestsResetOn: timestamp('cell_requests_reset_on', { withTimezone: true }),
    continuousReportReset: timestamp('continuous_report_reset', { withTimezone: true }),
    firmwareVersion: text('firmware_version'),
    /** When the newest stored position was fixed: only a newer one moves the device's latest state. */
    lastFixAt: timestamp('last_fix_at', { withTimezone: true }),
    /** Whether the newest position lay inside the geofence (null: unknown), so leaving it raises one alert. */
    geofenceInside: boolean('geofence_inside'),
    /** When each kind of alert was last raised, for the re-alert durations. */
    alertRaisedAt: jsonb('alert_raised_at').$type<Partial<Record<AlertType, string>>>().notNull().default({}),
    /**
     * The identifier the device reports under over OsmAnd: a random key issued by the server (24 hex digits), since
     * serial numbers and IMEIs are sequential and printed on boxes. Renewed on release and by the owner.
     */
    osmandId: text('osmand_id').notNull().unique().default(newOsmandId),
    /** Whether OsmAnd reports under the IMEI or serial number are accepted too; off unless the owner turns it on. */
    osmandSerialAccepted: boolean('osmand_serial_accepted').notNull().default(false),
    /** SHA-256 of the secret the device signs its native reports with (hex); null until one is issued. */
    ingestSecretHash: text('ingest_secret_hash').unique(),
    /** Wrong passcodes given to claim this device, and until when claiming it is refused after too many. */
    claimFailures: integer('claim_failures').notNull().default(0),
    claimLockedUntil: timestamp('claim_locked_until', { withTimezone: true }),
    temperature: jsonb('temperature').$type<TemperatureSettings>().notNull().default(defaultDeviceSettings.temperature),
    geoFence: jsonb('geo_fence').$type<GeoFenceSettings>().notNull().default(defaultDeviceSettings.geoFence),
    waterAlarm: jsonb('water_alarm').$type<WaterAlarmSettings>().notNull().default(defaultDeviceSettings.waterAlarm),
    accelerometer: jsonb('accelerometer').$type<AccelerometerSettings>().notNull().default(defaultDeviceSettings.accelerometer),
    lowBattery: jsonb('low_battery').$type<LowBatterySettings>().notNull().default(defaultDeviceSettings.lowBattery),
    tripRules: jsonb('trip_rules').$type<TripRules>().notNull().default(defaultDeviceSettings.tripRules),
    silentAlert: jsonb('silent_alert').$type<SilentAlertSettings>().notNull().default(defaultDeviceSettings.silentAlert),
    geofenceAlertOn: text('geofence_alert_on').$type<GeofenceCrossing>().notNull().default(defaultDeviceSettings.geofenceAlertOn),
    /**
     * When the device counts as silent: its last report plus the hours of its silent alert (kept by the position
     * pipeline and the settings), so the silent-device check reads an index range of the devices due.
     */
    silentDueAt: timestamp('silent_due_at', { withTimezone: true }),
    /** When the silent-device check told that the device had stopped reporting; its next report clears it. */
    silentAlertedAt: timestamp('silent_alerted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The device list reads a page of an account's devices in name order from these, however many it has.
    index('devices_user_name_idx').on(table.userId, table.name, table.id).where(sql`${table.deleted} = false`),
    index('devices_user_type_name_idx').on(table.userId, table.deviceType, table.name).where(sql`${table.deleted} = false`),
    index('devices_allocated_to_idx').on(table.allocatedTo).where(sql`${table.allocatedTo} is not null`),
    index('devices_live_tracking_until_idx').on(table.liveTrackingUntil).where(sql`${table.liveTrackingUntil} is not null`),
    // The silent-device check reads only devices watched and not yet told, by when each is due.
    index('devices_silent_watch_idx').on(table.silentDueAt).where(silentWatch(table)),
  ],
);

export type DeviceRow = typeof devices.$inferSelect;
/** A device as the reads of a user load it: every column but the picture, which only the picture call reads. */
export type DeviceFields = Omit<DeviceRow, 'devicePicture'>;

/** The link mailed to a new notification address; only its hash is kept. */
export const notificationEmailTokens = pgTable(
  'notification_email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('notification_email_tokens_device_idx').on(table.deviceId, table.email)],
);

export type NewDeviceRow = typeof devices.$inferInsert;
