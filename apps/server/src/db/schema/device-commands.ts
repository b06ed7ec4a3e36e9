import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DeviceCommandStatus, DeviceCommandType } from '@lodestar/contract';
import { devices } from './devices.js';

/** Changes a device must act on, waiting to be handed to it in the answer to its next report. */
export const deviceCommands = pgTable(
  'device_commands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    type: text('type').$type<DeviceCommandType>().notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<DeviceCommandStatus>().notNull().default('queued'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A command not acknowledged by then is expired and never handed out again. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
  },
  (table) => [index('device_commands_device_status_idx').on(table.deviceId, table.status, table.createdAt)],
);

export type DeviceCommandRow = typeof deviceCommands.$inferSelect;
