/**
 * Location history at scale: a positions table of 10 million rows on PostgreSQL (200,000 with
 * --quick; PGlite a tenth of that, in details), written by generate_series over the last twelve months into the
 * monthly partitions the server keeps, of which one device holds 1 % (100,000), interleaved in time with 999 other
 * devices' as a live server writes them. Measured through the app (`inject`): the first history page, a deep page
 * (the middle one, as far from both ends of the history as a page gets), the map call at its largest page, and the
 * CSV export of that device over real HTTP, downloaded by a process of its own, with the server's peak RSS (a later
 * export the figure, the process's first beside it). Next to each, in the same run on the same rows: the queries the
 * history made before its count table and page window (an exact COUNT(*) and OFFSET over the
 * whole row), and what the count trigger costs an insert. EXPLAIN (ANALYZE, BUFFERS) digests of every query in details.
 */
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { systemClock } from '../apps/server/src/adapters/clock.js';
import { provisionUser } from '../apps/server/src/provisioning/index.js';
import { createUsersRepository } from '../apps/server/src/modules/users/users.repository.js';
import { buildBenchApp, signInTo } from './lib/app.js';
import type { BenchDatabase, CapturedQuery } from './lib/databases.js';
import { explain } from './lib/explain.js';
import type { SectionContext } from './lib/sections.js';
import { time } from './lib/stats.js';
import { ensurePastPartitions } from './lib/past-partitions.js';
import { seedTrackers } from './lib/seed-trackers.js';
import { expectCount, prove } from './lib/proof.js';

/** The measured device's share of the table. */
const TARGET_SHARE = 100;
const OTHER_DEVICES = 999;
const MONTHS = 12;
const CHUNK_ROWS = 1_000_000;
const PASSWORD = 'Bench-Pass-1';
const PER_PAGE = 10;
/** The map's largest page (HISTORY_MAX_PER_PAGE in the contract: 100). */
const MAP_PER_PAGE = 100;
const MB = 2 ** 20;

/** Rows `from`..`to` of the table, oldest first over twelve months: every 100th the measured device's. */
const fillChunk = `
  INSERT INTO positions (device_id, user_id, fix_time, received_at, latitude, longitude, address, type, alert_type,
    accuracy, speed, course, altitude, battery_percentage, modem_voltage, modem_temperature)
  SELECT CASE WHEN g % $3 = 0 THEN d.target ELSE d.others[1 + g % cardinality(d.others)] END,
    $4::uuid,
    $5::timestamptz + g * $6::float8 * interval '1 second',
    $5::timestamptz + g * $6::float8 * interval '1 second' + interval '2 seconds',
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
  await seedTrackers(database, { prefix: 'HIST-', digits: 4, count: OTHER_DEVICES + 1, owners: [user.id] });
  const [target] = await database.raw(`SELECT id FROM devices WHERE device_uuid = 'HIST-0000'`);
  await ensurePastPartitions(database, MONTHS);
  const now = new Date();
  const spanSeconds = (MONTHS - 1) * 30 * 86_400;
  const base = new Date(now.getTime() - spanSeconds * 1000 - 60_000).toISOString();
  const start = performance.now();
  for (let from = 1; from <= rows; from += CHUNK_ROWS) {
    const to = Math.min(rows, from + CHUNK_ROWS - 1);
    await database.raw(fillChunk, [from, to, TARGET_SHARE, user.id, base, spanSeconds / rows]);
    progress(`history: ${to.toLocaleString('en')} of ${rows.toLocaleString('en')} positions on ${database.kind}`);
  }
  const fillSeconds = (performance.now() - start) / 1000;
  // What autovacuum does to an append-only table: statistics and the visibility map (index-only scans need it).
  await database.raw('VACUUM ANALYZE positions');
  const partitions = await database.raw(
    `SELECT count(*)::int AS n FROM pg_inherits WHERE inhparent = 'positions'::regclass`,
  );
  return {
    email: user.email,
    deviceId: String(target!.id),
    userId: user.id,
    fillSeconds,
    partitions: Number(partitions[0]?.n),
  };
}

// A full garbage collection before and after the export, so that what it keeps apart from its passing garbage shows.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Peak RSS while `run` runs, sampled every 50 ms, and the heap it leaves behind once garbage is collected. */
async function watchMemory<T>(run: () => Promise<T>) {
  collectGarbage();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  let peakHeapTotal = before.heapTotal;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
    peakHeapTotal = Math.max(peakHeapTotal, now.heapTotal);
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
        heapReservedGrowthMB: +((peakHeapTotal - before.heapTotal) / MB).toFixed(1),
        heapKeptAfterMB: +((after.heapUsed - before.heapUsed) / MB).toFixed(1),
      },
    };
  } finally {
    clearInterval(timer);
  }
}

/**
 * The download, run in a Node process of its own so that the memory measured is the server's alone (the client's
 * decoding would count too in this one): as a browser asks (gzip or Brotli), decoded, counting lines and bytes and
 * keeping none of it. Answers what it counted, and the seconds from its request to the last byte (the process's own
 * start left out), as one JSON line.
 */
const DOWNLOADER = `
const [url, authorization] = process.argv.slice(1);
const started = performance.now();
const response = await fetch(url, { headers: { authorization, 'accept-encoding': 'gzip, deflate, br' } });
if (response.status !== 200 || !response.body) throw new Error('CSV export answered ' + response.status);
let bytes = 0;
let lines = 0;
for await (const chunk of response.body) {
  bytes += chunk.length;
  for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
}
const seconds = (performance.now() - started) / 1000;
console.log(JSON.stringify({ bytes, rows: lines - 1, seconds, encoding: response.headers.get('content-encoding') }));`;

async function download(url: string, authorization: string) {
  const child = spawn(process.execPath, ['--input-type=module', '-e', DOWNLOADER, url, authorization], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`the CSV download exited with ${String(code)}`);
  return JSON.parse(output) as { bytes: number; rows: number; seconds: number; encoding: string | null };
}

/** The EXPLAIN digests of the queries on positions or position_counts a call sends. */
async function explainCall(database: BenchDatabase, call: () => Promise<unknown>) {
  database.clearLog();
  await call();
  const queries = database.log.filter((query) => /from "position/i.test(query.sql));
  return Promise.all(
    queries.map(async (query) => ({ sql: query.sql.slice(0, 160), ...(await explain(database, query)) })),
  );
}

/**
 * The page the history answered before its count table and page window: an exact COUNT(*) of the device's rows,
 * and OFFSET over whole rows.
 */
function issue5Queries(deviceId: string, userId: string, offset: number): Record<'count' | 'page', CapturedQuery> {
  const scope = `device_id = $1 AND user_id = $2`;
  return {
    count: { sql: `SELECT count(*) FROM positions WHERE ${scope}`, params: [deviceId, userId] },
    page: {
      sql: `SELECT * FROM positions WHERE ${scope} ORDER BY fix_time DESC NULLS LAST, id DESC NULLS LAST OFFSET $3 LIMIT ${PER_PAGE}`,
      params: [deviceId, userId, offset],
    },
  };
}

/** A 500-row insert of the ingest's kind with the count trigger, and with it switched off, one after the other. */
async function countTriggerCost(database: BenchDatabase, deviceId: string, userId: string, runs: number) {
  const insert = () =>
    database.raw(
      `INSERT INTO positions (device_id, user_id, fix_time, received_at, latitude, longitude, type)
       SELECT $1, $2, now() - g * interval '1 second', now(), -33.87, 151.21, 'gps' FROM generate_series(1, 500) g RETURNING id`,
      [deviceId, userId],
    );
  const withTrigger = await time(runs, insert, 2);
  await database.raw('ALTER TABLE positions DISABLE TRIGGER position_counts_after_insert');
  try {
    const without = await time(runs, insert, 2);
    return { rows: 500, withTriggerP50Ms: withTrigger.p50Ms, withoutTriggerP50Ms: without.p50Ms };
  } finally {
    await database.raw('ALTER TABLE positions ENABLE TRIGGER position_counts_after_insert');
  }
}

/**
 * The device's CSV export: the first of the server's process (its heap still grows to its working size, once) and a
 * later one, the figure; each downloaded whole and its rows counted. The later one's batches are logged for EXPLAIN.
 */
async function measureExport(database: BenchDatabase, csvUrl: string, authHeader: string, total: number) {
  const exported = async (which: string) => {
    const { result, memory } = await watchMemory(() => download(csvUrl, authHeader));
    expectCount(`history ${database.kind}: CSV rows exported of the device's positions (${which})`, result.rows, total);
    return {
      rows: result.rows,
      megabytes: +(result.bytes / MB).toFixed(1),
      seconds: +result.seconds.toFixed(2),
      rowsPerSec: Math.round(result.rows / result.seconds),
      contentEncoding: result.encoding,
      ...memory,
    };
  };
  const firstInProcess = await exported('the first in the process');
  database.clearLog();
  const later = await exported('a later one');
  const batches = database.log.filter((query) => /from "positions"/i.test(query.sql));
  return {
    ...later,
    batches: batches.length,
    firstInProcess,
    explainBatch: batches.length > 1 ? await explain(database, batches[1]!) : undefined,
  };
}

async function measure(database: BenchDatabase, rows: number, quick: boolean, progress: (line: string) => void) {
  const runs = quick ? 20 : 200;
  const { email, deviceId, userId, fillSeconds, partitions } = await fill(database, rows, progress);
  const app = await buildBenchApp(database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const authHeader = await signInTo(app, email, PASSWORD);
    const get = async (url: string) => {
      const response = await app.inject({ method: 'GET', url, headers: { authorization: authHeader } });
      if (response.statusCode !== 200)
        throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
      return response;
    };
    const pageUrl = (page: number) => `/api/history/find/device/${deviceId}?page=${page}&perPage=${PER_PAGE}`;
    const total = ((await get(pageUrl(1))).json() as { pagination: { total: number } }).pagination.total;
    const deepPage = Math.max(1, Math.floor(total / PER_PAGE / 2));
    const lastPage = Math.max(1, Math.ceil(total / PER_PAGE));
    const mapUrl = `/api/history/map/${deviceId}?perPage=${MAP_PER_PAGE}`;

    progress(`history: pages and the map on ${database.kind}`);
    // What any signed-in call costs here (session, routing, serialising): the floor under every history call.
    const signedInFloor = await time(runs, () => get('/api/users/me'), 5);
    const firstPage = await time(runs, () => get(pageUrl(1)), 5);
    const middlePage = await time(runs, () => get(pageUrl(deepPage)), 5);
    const finalPage = await time(runs, () => get(pageUrl(lastPage)), 5);
    const map = await time(runs, () => get(mapUrl), 5);
    const before = issue5Queries(deviceId, userId, (deepPage - 1) * PER_PAGE);
    const issue5 = {
      countStar: await time(runs, () => database.raw(before.count.sql, before.count.params), 3),
      offsetDeepPage: await time(runs, () => database.raw(before.page.sql, before.page.params), 3),
    };
    const explained = {
      firstPage: await explainCall(database, () => get(pageUrl(1))),
      deepPage: await explainCall(database, () => get(pageUrl(deepPage))),
      map: await explainCall(database, () => get(mapUrl)),
      issue5CountStar: await explain(database, before.count),
      issue5OffsetDeepPage: await explain(database, before.page),
    };

    progress(`history: CSV export of ${total.toLocaleString('en')} positions on ${database.kind}`);
    const csvUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v2/history/${deviceId}/csv`;
    prove('history', total > 0, `the device's history held no positions on ${database.kind}`);
    const csvExport = await measureExport(database, csvUrl, authHeader, total);

    return {
      database: database.label,
      rows,
      partitions,
      measuredDevicePositions: total,
      fillSeconds: +fillSeconds.toFixed(1),
      signedInFloor: { url: '/api/users/me', ...signedInFloor },
      firstPage,
      deepPage: { page: deepPage, perPage: PER_PAGE, ...middlePage },
      lastPage: { page: lastPage, ...finalPage },
      map: { perPage: MAP_PER_PAGE, ...map },
      issue5Queries: { note: 'the same rows, as the history read them before issue 9', ...issue5 },
      csvExport,
      countTrigger: await countTriggerCost(database, deviceId, userId, quick ? 5 : 50),
      explain: explained,
    };
  } finally {
    await app.close();
  }
}

type Measured = Awaited<ReturnType<typeof measure>>;

/** The section of `npm run bench`: PostgreSQL's figures on top when it answers, PGlite's (smaller) in details. */
export async function benchHistory({ databases, quick, check, progress }: SectionContext) {
  const sizes = check
    ? { postgres: 5_000, pglite: 2_000 }
    : { postgres: quick ? 200_000 : 10_000_000, pglite: quick ? 20_000 : 1_000_000 };
  const results: { pglite?: Measured; postgres?: Measured } = {};
  for (const kind of ['pglite', 'postgres'] as const) {
    const open = databases[kind];
    if (!open) continue;
    const database = await open();
    try {
      progress(`history: ${sizes[kind].toLocaleString('en')} positions on ${database.label}`);
      results[kind] = await measure(database, sizes[kind], quick, progress);
    } finally {
      await database.close();
    }
  }
  const primary = (results.postgres ?? results.pglite)!;
  return {
    rows: primary.rows,
    firstPageMs: primary.firstPage.p50Ms,
    deepPageMs: primary.deepPage.p50Ms,
    mapMs: primary.map.p50Ms,
    csvRowsPerSec: primary.csvExport.rowsPerSec,
    csvPeakRssGrowthMB: primary.csvExport.peakRssGrowthMB,
    database: primary.database,
    details: {
      p99Ms: { firstPage: primary.firstPage.p99Ms, deepPage: primary.deepPage.p99Ms, map: primary.map.p99Ms },
      ...results,
    },
  };
}
