import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DeviceCommandType } from '@lodestar/contract';
import type { Database } from '../../db/client.js';
import { deviceCommands, type DeviceCommandRow } from '../../db/schema/index.js';

export interface QueuedCommand {
  type: DeviceCommandType;
  payload: Record<string, unknown>;
}

const HOUR_MS = 3600_000;

/** How long a command waits for its device before it expires: changes of setup a week, momentary actions a day. */
export const commandLifetimeMs: Record<DeviceCommandType, number> = {
  locate: 24 * HOUR_MS,
  stopTracking: 24 * HOUR_MS,
  alarm: 24 * HOUR_MS,
  airplaneMode: 24 * HOUR_MS,
  operatingMode: 7 * 24 * HOUR_MS,
  settings: 7 * 24 * HOUR_MS,
  geofence: 7 * 24 * HOUR_MS,
  firmware: 7 * 24 * HOUR_MS,
  rekey: 7 * 24 * HOUR_MS,
  reportStolen: 7 * 24 * HOUR_MS,
};

/** A sent command the device has not acknowledged by then is handed to it again (at least once delivery). */
export const RESEND_AFTER_MS = 2 * 60_000;

type Writer = Pick<Database, 'insert' | 'update'>;

/**
 * Command types whose payload is a partial change (only the fields the owner just changed): a waiting command it
 * supersedes hands its fields on, so two quick changes in a row both reach the device.
 */
const partialPayloadTypes: ReadonlySet<DeviceCommandType> = new Set(['settings']);

/** Queues commands, superseding any still-waiting command of the same type; runs inside the caller's transaction. */
export async function enqueueCommands(tx: Writer, deviceId: string, commands: QueuedCommand[], now: Date): Promise<void> {
  for (const command of commands) {
    const superseded = await tx
      .update(deviceCommands)
      .set({ status: 'superseded' })
      .where(and(eq(deviceCommands.deviceId, deviceId), eq(deviceCommands.type, command.type), eq(deviceCommands.status, 'queued')))
      .returning({ payload: deviceCommands.payload, createdAt: deviceCommands.createdAt });
    const carried = partialPayloadTypes.has(command.type)
      ? superseded.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((row) => row.payload)
      : [];
    await tx.insert(deviceCommands).values({
      deviceId,
      type: command.type,
      payload: Object.assign({}, ...carried, command.payload) as Record<string, unknown>,
      createdAt: now,
      expiresAt: new Date(now.getTime() + commandLifetimeMs[command.type]),
    });
  }
}

/** A command as it is handed to a device. */
export interface HandedCommand {
  id: string;
  deviceId: string;
  type: DeviceCommandType;
  payload: Record<string, unknown>;
  createdAt: Date;
}

/** How many due commands one answer hands a device, and of which types (every type when `types` is unset). */
export interface CommandLimit {
  deviceId: string;
  limit: number;
  types?: readonly DeviceCommandType[];
}

/**
 * Marks the due commands of several devices sent and answers them, oldest first, at most `limit` per device and
 * only of the types its channel may carry: those queued and those sent without an acknowledgement for
 * RESEND_AFTER_MS, not expired. One statement for a whole group of reports; it runs inside the transaction that holds
 * the devices' row locks, so two reports of one device can never be handed the same command at once.
 */
export async function takeDueCommands(tx: Pick<Database, 'execute'>, limits: CommandLimit[], now: Date): Promise<HandedCommand[]> {
  if (limits.length === 0) return [];
  const wanted = JSON.stringify(limits.map(({ deviceId, limit, types }) => ({ device_id: deviceId, lim: limit, types: types ?? null })));
  const resendBefore = new Date(now.getTime() - RESEND_AFTER_MS).toISOString();
  const result = await tx.execute(sql`
    UPDATE device_commands AS c SET status = 'sent', sent_at = ${now.toISOString()}::timestamptz
    FROM (
      SELECT ranked.id FROM (
        SELECT dc.id, dc.device_id, w.lim, row_number() OVER (PARTITION BY dc.device_id ORDER BY dc.created_at, dc.id) AS n
        FROM device_commands dc
        JOIN jsonb_to_recordset(${wanted}::jsonb) AS w(device_id uuid, lim int, types jsonb) ON w.device_id = dc.device_id
        WHERE dc.expires_at > ${now.toISOString()}::timestamptz
          AND (dc.status = 'queued' OR (dc.status = 'sent' AND dc.sent_at < ${resendBefore}::timestamptz))
          AND (w.types IS NULL OR w.types @> to_jsonb(dc.type))
      ) ranked
      WHERE ranked.n <= ranked.lim
    ) due
    WHERE c.id = due.id
    RETURNING c.id, c.device_id, c.type, c.payload, c.created_at`);
  const rows = (result as unknown as { rows: { id: string; device_id: string; type: DeviceCommandType; payload: Record<string, unknown>; created_at: string | Date }[] }).rows;
  return rows
    .map((row) => ({ id: row.id, deviceId: row.device_id, type: row.type, payload: row.payload, createdAt: new Date(row.created_at) }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
}

/**
 * The commands handed to these devices before `now` arrived: for a protocol with no acknowledgements, whose next
 * newer report is the only sign; runs inside the caller's transaction.
 */
export async function acknowledgeSent(tx: Pick<Database, 'update'>, deviceIds: string[], now: Date): Promise<void> {
  if (deviceIds.length === 0) return;
  await tx
    .update(deviceCommands)
    .set({ status: 'acknowledged', acknowledgedAt: now })
    .where(and(inArray(deviceCommands.deviceId, deviceIds), eq(deviceCommands.status, 'sent'), lt(deviceCommands.sentAt, now)));
}

/** Released devices forget what their previous owner asked of them; runs inside the caller's transaction. */
export async function cancelCommands(tx: Pick<Database, 'update'>, deviceIds: string[]): Promise<void> {
  await tx
    .update(deviceCommands)
    .set({ status: 'superseded' })
    .where(and(inArray(deviceCommands.deviceId, deviceIds), inArray(deviceCommands.status, ['queued', 'sent'])));
}

/** Live tracking ended before these devices picked up their Locate command: it is no longer wanted. */
export async function expireQueuedLocates(tx: Pick<Database, 'update'>, deviceIds: string[]): Promise<void> {
  await tx
    .update(deviceCommands)
    .set({ status: 'expired' })
    .where(and(inArray(deviceCommands.deviceId, deviceIds), eq(deviceCommands.type, 'locate'), eq(deviceCommands.status, 'queued')));
}

/** The per-device command queue: queued → sent → acknowledged, or expired. */
export function createCommandQueueRepository(db: Database) {
  return {
    async enqueue(deviceId: string, commands: QueuedCommand[], now: Date): Promise<void> {
      await db.transaction((tx) => enqueueCommands(tx, deviceId, commands, now));
    },

    /** The newest command of this type still waiting for the device or not yet confirmed by it. */
    async pending(deviceId: string, type: DeviceCommandType, now: Date): Promise<DeviceCommandRow | undefined> {
      const [row] = await db
        .select()
        .from(deviceCommands)
        .where(
          and(
            eq(deviceCommands.deviceId, deviceId),
            eq(deviceCommands.type, type),
            inArray(deviceCommands.status, ['queued', 'sent']),
            gt(deviceCommands.expiresAt, now),
          ),
        )
        .orderBy(sql`${deviceCommands.createdAt} desc`)
        .limit(1);
      return row;
    },

    /** Withdraws the commands of this type still waiting to be handed to the device; answers how many. */
    async withdraw(deviceId: string, type: DeviceCommandType): Promise<number> {
      const withdrawn = await db
        .update(deviceCommands)
        .set({ status: 'superseded' })
        .where(and(eq(deviceCommands.deviceId, deviceId), eq(deviceCommands.type, type), eq(deviceCommands.status, 'queued')))
        .returning({ id: deviceCommands.id });
      return withdrawn.length;
    },

    /** The device confirms commands it carried out; only its own sent (or still queued) ones count. */
    async acknowledge(deviceId: string, ids: string[], now: Date): Promise<number> {
      if (ids.length === 0) return 0;
      const done = await db
        .update(deviceCommands)
        .set({ status: 'acknowledged', acknowledgedAt: now })
        .where(
          and(eq(deviceCommands.deviceId, deviceId), inArray(deviceCommands.id, ids), inArray(deviceCommands.status, ['queued', 'sent'])),
        )
        .returning({ id: deviceCommands.id });
      return done.length;
    },

    /** Marks every unconfirmed command past its lifetime expired. */
    async expire(now: Date): Promise<number> {
      const expired = await db
        .update(deviceCommands)
        .set({ status: 'expired' })
        .where(and(inArray(deviceCommands.status, ['queued', 'sent']), lt(deviceCommands.expiresAt, now)))
        .returning({ id: deviceCommands.id });
      return expired.length;
    },
  };
}

export type CommandQueueRepository = ReturnType<typeof createCommandQueueRepository>;
