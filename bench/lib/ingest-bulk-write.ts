/**
 * What the database takes without the server: the same position rows written by multi-row INSERTs one after the
 * other, and by COPY (PostgreSQL: COPY FROM STDIN over the pg connection; PGlite: COPY FROM its /dev/blob).
 */
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { NewPositionRow } from '../../apps/server/src/db/schema/index.js';
import type { BenchDatabase } from './databases.js';

const ROWS_PER_INSERT = 1000;

const COLUMNS = [
  'device_id',
  'user_id',
  'fix_time',
  'received_at',
  'latitude',
  'longitude',
  'address',
  'type',
  'alert_type',
  'accuracy',
  'speed',
  'course',
  'altitude',
  'battery_percentage',
  'modem_voltage',
  'modem_temperature',
  'is_locked',
  'unlock_type',
  'attributes',
] as const;

const valuesOf = (row: NewPositionRow): unknown[] => [
  row.deviceId,
  row.userId,
  row.fixTime,
  row.receivedAt,
  row.latitude,
  row.longitude,
  row.address,
  row.type,
  row.alertType,
  row.accuracy,
  row.speed,
  row.course,
  row.altitude,
  row.batteryPercentage,
  row.modemVoltage,
  row.modemTemperature,
  row.isLocked,
  row.unlockType,
  row.attributes,
];

const driverOf = (database: BenchDatabase) => (database.db as unknown as { $client: PGlite | pg.Pool }).$client;

/** A statement with positional parameters, straight to the database's driver. */
function queryOf(database: BenchDatabase): (text: string, values: unknown[]) => Promise<unknown> {
  const driver = driverOf(database);
  return database.kind === 'pglite'
    ? (text, values) => (driver as PGlite).query(text, values)
    : (text, values) => (driver as pg.Pool).query(text, values);
}

/** `INSERT … VALUES ($1, …), (…)` for `count` rows. */
function multiRowInsert(count: number): string {
  const width = COLUMNS.length;
  const tuples = Array.from(
    { length: count },
    (_, r) => `(${COLUMNS.map((_, c) => `$${r * width + c + 1}`).join(', ')})`,
  );
  return `INSERT INTO positions (${COLUMNS.join(', ')}) VALUES ${tuples.join(', ')}`;
}

/**
 * Positions per second through multi-row INSERTs of ROWS_PER_INSERT rows, one after the other, sent straight to
 * the driver (no ORM building them; the statement text is written before the clock starts): what the database
 * takes by plain INSERT.
 */
export async function rawInsertRate(database: BenchDatabase, rows: NewPositionRow[]): Promise<number> {
  const query = queryOf(database);
  const chunks = Array.from({ length: Math.ceil(rows.length / ROWS_PER_INSERT) }, (_, i) =>
    rows.slice(i * ROWS_PER_INSERT, (i + 1) * ROWS_PER_INSERT),
  );
  const statements = new Map(chunks.map((chunk) => [chunk.length, multiRowInsert(chunk.length)]));
  const start = performance.now();
  for (const chunk of chunks) await query(statements.get(chunk.length)!, chunk.flatMap(valuesOf));
  return rows.length / ((performance.now() - start) / 1000);
}

/** A value in COPY's text format: \N for null, and the four characters that would break a line escaped. */
function copyText(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  const text =
    value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!);
}

function copyLines(rows: NewPositionRow[]): string {
  return rows
    .map((row) => valuesOf(row).map(copyText).join('\t'))
    .join('\n')
    .concat('\n');
}

/**
 * COPY FROM STDIN through pg's submittable-query hooks (what pg-copy-streams builds on): the data goes in one
 * CopyData message and the query settles at ReadyForQuery.
 */
function copyIn(client: pg.PoolClient, statement: string, data: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    let failure: Error | undefined;
    const submittable = {
      submit: (connection: { query(text: string): void }) => connection.query(statement),
      handleCopyInResponse: (connection: { sendCopyFromChunk(chunk: Buffer): void; endCopyFrom(): void }) => {
        connection.sendCopyFromChunk(data);
        connection.endCopyFrom();
      },
      handleCommandComplete: () => undefined,
      handleError: (error: Error) => void (failure = error),
      handleReadyForQuery: () => (failure ? reject(failure) : resolve()),
    };
    void client.query(submittable as unknown as pg.QueryConfig);
  });
}

/** Positions per second through one COPY of all the rows (the text is built before the clock starts). */
export async function copyRate(database: BenchDatabase, rows: NewPositionRow[]): Promise<number> {
  const statement = `COPY positions (${COLUMNS.join(', ')}) FROM ${database.kind === 'pglite' ? "'/dev/blob'" : 'STDIN'}`;
  const data = copyLines(rows);
  const client = driverOf(database);
  if (database.kind === 'pglite') {
    const start = performance.now();
    await (client as PGlite).query(statement, [], { blob: new Blob([data]) });
    return rows.length / ((performance.now() - start) / 1000);
  }
  const connection = await (client as pg.Pool).connect();
  try {
    const start = performance.now();
    await copyIn(connection, statement, Buffer.from(data));
    return rows.length / ((performance.now() - start) / 1000);
  } finally {
    connection.release();
  }
}
