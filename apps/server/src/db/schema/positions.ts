import { sql } from 'drizzle-orm';
import { bigint, boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AlertType, DeviceReportType, LocationType, UnlockType } from '@lodestar/contract';
import { devices } from './devices.js';
import { users } from './users.js';

/**
 * Every stored position. `user_id` is the account that owned the device when the
 * position came in: history is only ever shown to the device's current owner and those they share it with, so a
 * device that changes hands does not take its previous owner's whereabouts along.
 *
 * Partitioned by RANGE (fix_time), a partition a month and a DEFAULT one for the rest (migration 0008, kept up by
 * db/partitions.ts), which is why the primary key holds fix_time too. Drizzle does not model the partitioning.
 */
export const positions = pgTable(
  'positions',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    fixTime: timestamp('fix_time', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    address: text('address'),
    type: text('type').$type<LocationType>().notNull(),
    alertType: text('alert_type').$type<AlertType>(),
    /** What kind of report brought it (DeviceReportType); null for positions stored before it was kept. */
    reportType: text('report_type').$type<DeviceReportType>(),
    /** Whether it lies elsewhere than the device's previous position, and how long (s) the device had been there. */
    locationChanged: boolean('location_changed'),
    duration: integer('duration'),
    accuracy: real('accuracy'),
    speed: real('speed'),
    course: real('course'),
    altitude: real('altitude'),
    batteryPercentage: real('battery_percentage'),
    modemVoltage: integer('modem_voltage'),
    modemTemperature: real('modem_temperature'),
    isLocked: boolean('is_locked'),
    unlockType: text('unlock_type').$type<UnlockType>(),
    attributes: jsonb('attributes').$type<Record<string, string | number | boolean>>().notNull().default({}),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.fixTime] }),
    // Newest-first paging of one device's history for its current owner.
    index('positions_device_user_fix_idx').on(table.deviceId, table.userId, table.fixTime.desc(), table.id.desc()),
    index('positions_alerts_idx')
      .on(table.deviceId, table.userId, table.fixTime.desc(), table.id.desc())
      .where(sql`${table.alertType} is not null`),
  ],
);

/**
 * How many positions each device's history holds for each owner, by history filter: the page's total without
 * counting a hundred thousand rows. Kept by statement triggers on `positions` (migration 0008), in the writer's own
 * transaction, so it always agrees with the rows it counts; positions without an owner are not counted.
 */
export const positionCounts = pgTable(
  'position_counts',
  {
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    total: integer('total').notNull(),
    gps: integer('gps').notNull(),
    mcell: integer('mcell').notNull(),
    scell: integer('scell').notNull(),
    alerts: integer('alerts').notNull(),
    lockEvents: integer('lock_events').notNull(),
  },
  (table) => [primaryKey({ columns: [table.deviceId, table.userId] })],
);

/**
 * Each device's history for each owner, an hour at a time (hours on the UTC clock): how many positions, and the
 * lowest, total and highest of each reading with how many carried it. The charts read whole hours here instead of
 * every position. Kept by statement triggers on `positions` (migration 0030) in the writer's own transaction, as
 * position_counts is; positions without an owner are left out, as the history shows them to no one.
 */
export const positionHours = pgTable(
  'position_hours',
  {
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    reports: integer('reports').notNull(),
    batteryCount: integer('battery_count').notNull(),
    batterySum: doublePrecision('battery_sum').notNull(),
    batteryMin: real('battery_min'),
    batteryMax: real('battery_max'),
    temperatureCount: integer('temperature_count').notNull(),
    temperatureSum: doublePrecision('temperature_sum').notNull(),
    temperatureMin: real('temperature_min'),
    temperatureMax: real('temperature_max'),
  },
  (table) => [primaryKey({ columns: [table.deviceId, table.userId, table.hour] })],
);

export type PositionRow = typeof positions.$inferSelect;
export type NewPositionRow = typeof positions.$inferInsert;
