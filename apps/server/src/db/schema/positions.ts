import { sql } from 'drizzle-orm';
import { bigint, boolean, doublePrecision, index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AlertType, LocationType, UnlockType } from '@lodestar/contract';
import { devices } from './devices.js';
import { users } from './users.js';

/**
 * Every stored position (spec part 1 §3 Location record). `user_id` is the account that owned the device when the
 * position came in: history is only ever shown to the device's current owner and those they share it with, so a
 * device that changes hands does not take its previous owner's whereabouts along.
 */
export const positions = pgTable(
  'positions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
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
    // Newest-first paging of one device's history for its current owner.
    index('positions_device_user_fix_idx').on(table.deviceId, table.userId, table.fixTime.desc(), table.id.desc()),
    index('positions_alerts_idx')
      .on(table.deviceId, table.userId, table.fixTime.desc(), table.id.desc())
      .where(sql`${table.alertType} is not null`),
  ],
);

export type PositionRow = typeof positions.$inferSelect;
export type NewPositionRow = typeof positions.$inferInsert;
