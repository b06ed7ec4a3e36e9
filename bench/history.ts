/**
 * Location history at scale (issue 5): a positions table of 10 million rows (1 million with --quick), written by
 * generate_series in the database, of which one device holds 100,000, interleaved in time with 999 other devices'
 * as a live server writes them. Measured: the first page of that device's history through the app (`inject`), what
 * the page's exact COUNT(*) costs on its own, and the CSV export of its 100,000 positions over real HTTP (streamed in
 * keyset batches): duration, rows/s, and the process's peak RSS and heap growth, sampled every 50 ms.
 */
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { systemClock } from '../apps/server/src/adapters/clock.js';
import { provisionUser } from '../apps/server/src/modules/users/provision-user.js';
import { createUsersRepository } from '../apps/server/src/modules/users/users.repository.js';
import { buildBenchApp } from './lib/app.js';
import type { BenchDatabase } from './lib/databases.js';
import { explain } from './lib/explain.js';
import { time } from './lib/stats.js';

const TARGET_ROWS = 100_000;
const OTHER_DEVICES = 999;
const CHUNK_ROWS = 1_000_000;
const PASSWORD = 'Bench-Pass-1';
const MB = 2 ** 20;

/** Rows `from`..`to` of the table: every `every`-th the measured device's, the rest spread over the others. */
const fillChunk = `
  INSERT INTO positions (device_id, user_id, fix_time, received_at, latitude, longitude, address, type, alert_type,
    accuracy, speed, course, altitude, battery_percentage, modem_voltage, modem_temperature)
  SELECT CASE WHEN g % $3 = 0 THEN d.target ELSE d.others[1 + g % cardinality(d.others)] END,
    $4::uuid,
    $5::timestamptz + g * interval '1 second',
    $5::timestamptz + g * interval '1 second' + interval '2 seconds',
    -33.87 + (g % 1000) / 10000.0, 151.21 + (g % 997) / 10000.0,
    'Street ' || (g % 500) || ', Sydney, New South Wales, Australia',
    CASE WHEN g % 12 = 0 THEN 'mcell' ELSE 'gps' END,
    CASE WHEN g % 997 = 0 THEN 'motion' END,
    5 + g % 20, g % 90, g % 360, 20 + g % 30, 20 + g % 80, 3600 + g % 600, 15 + g % 20
  FROM generate_series($1::bigint, $2::bigint) g,
    (SELECT (SELECT id FROM devices WHERE device_uuid = 'HIST-0000') AS target,
            (SELECT array_agg(id ORDER BY device_uuid) FROM devices WHERE device_uuid LIKE 'HIST-%' AND device_uuid <> 'HIST-0000') AS others) d`;

async function fill(database: BenchDatabase, rows: number, progress: (line: string) => void) {
  const user = await provisionUser(createUsersRepository(database.db), systemClock, {
    email: 'history@bench.test',
    password: PASSWORD,
  });
  await database.raw(
    `INSERT INTO devices (device_uuid, name, device_type, passcode, user_id)
     SELECT 'HIST-' || lpad(g::text, 4, '0'), 'Tracker ' || g, 'shield_gps', '123456', $1 FROM generate_series(0, $2) g`,
    [user.id, OTHER_DEVICES],
  );
  const [target] = await database.raw(`SELECT id FROM devices WHERE device_uuid = 'HIST-0000'`);
  const every = rows / TARGET_ROWS;
  const base = new Date(Date.now() - (rows + 60) * 1000).toISOString();
  const start = performance.now();
  for (let from = 1; from <= rows; from += CHUNK_ROWS) {
    const to = Math.min(rows, from + CHUNK_ROWS - 1);
    await database.raw(fillChunk, [from, to, every, user.id, base]);
    progress(`history: ${to.toLocaleString('en')} of ${rows.toLocaleString('en')} positions`);
  }
  const fillSeconds = (performance.now() - start) / 1000;
  await database.raw('VACUUM ANALYZE positions');
  return { email: user.email, deviceId: String(target!.id), fillSeconds };
}

// A full garbage collection before and after the export, so that what it keeps apart from its passing garbage shows.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/**
 * Peak RSS and heap while `run` runs, sampled every 50 ms, against what they were just before; and the heap it
 * leaves behind once garbage is collected. The peak heap includes garbage V8 has not collected yet.
 */
async function watchMemory<T>(run: () => Promise<T>) {
  collectGarbage();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 50);
  try {
    const result = await run();
    collectGarbage();
    const after = process.memoryUsage();
    return {
      result,
      memory: {
        rssBeforeMB: +(before.rss / MB).toFixed(1),
        peakRssMB: +(peakRss / MB).toFixed(1),
        peakRssGrowthMB: +((peakRss - before.rss) / MB).toFixed(1),
        peakHeapGrowthMB: +((peakHeap - before.heapUsed) / MB).toFixed(1),
        heapKeptAfterMB: +((after.heapUsed - before.heapUsed) / MB).toFixed(1),
      },
    };
  } finally {
    clearInterval(timer);
  }
}

/** Downloads the file as a browser would, counting lines and bytes and keeping none of it. */
async function download(url: string, authorization: string) {
  const response = await fetch(url, { headers: { authorization } });
  if (response.status !== 200 || !response.body) throw new Error(`CSV export answered ${response.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 0x0a) lines += 1;
  }
  return { bytes, rows: lines - 1 };
}

export async function benchHistory(
  database: BenchDatabase,
  { rows, quick }: { rows: number; quick: boolean },
  progress: (line: string) => void,
) {
  const runs = quick ? 50 : 200;
  const { email, deviceId, fillSeconds } = await fill(database, rows, progress);
  const app = await buildBenchApp(database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { authHeader } = (
      await app.inject({ method: 'POST', url: '/api/login', payload: { username: email, password: PASSWORD } })
    ).json() as {
      authHeader: string;
    };
    const firstPage = () =>
      app.inject({
        method: 'GET',
        url: `/api/history/find/device/${deviceId}?page=1&perPage=10`,
        headers: { authorization: authHeader },
      });
    const sample = await firstPage();
    if (sample.statusCode !== 200)
      throw new Error(`first page answered ${sample.statusCode}: ${sample.body.slice(0, 200)}`);
    const total = (sample.json() as { pagination: { total: number } }).pagination.total;

    progress('history: first page and its COUNT');
    const page = await time(runs, firstPage, 5);
    database.clearLog();
    await firstPage();
    const rowsQuery = database.log.find((query) => /from "positions"/i.test(query.sql) && /limit/i.test(query.sql));
    const countQuery = database.log.find((query) => /^select count\(\*\) from "positions"/i.test(query.sql));
    if (!rowsQuery || !countQuery) throw new Error('the page queries were not seen in the query log');
    const countAlone = await time(runs, () => database.raw(countQuery.sql, countQuery.params), 5);
    const rowsAlone = await time(runs, () => database.raw(rowsQuery.sql, rowsQuery.params), 5);

    progress(`history: CSV export of ${total.toLocaleString('en')} positions`);
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v2/history/${deviceId}/csv`;
    const start = performance.now();
    const { result, memory } = await watchMemory(() => download(url, authHeader));
    const seconds = (performance.now() - start) / 1000;

    return {
      database: database.label,
      data: {
        positions: rows,
        devices: OTHER_DEVICES + 1,
        measuredDevicePositions: total,
        fillSeconds: +fillSeconds.toFixed(1),
      },
      firstPage: { url: '/api/history/find/device/{id}?page=1&perPage=10', ...page },
      firstPageQueries: {
        count: { ...countAlone, explain: await explain(database, countQuery) },
        rows: { ...rowsAlone, explain: await explain(database, rowsQuery) },
      },
      csvExport: {
        rows: result.rows,
        megabytes: +(result.bytes / MB).toFixed(1),
        seconds: +seconds.toFixed(2),
        rowsPerSec: Math.round(result.rows / seconds),
        ...memory,
      },
    };
  } finally {
    await app.close();
  }
}
