/**
 * Benchmarks print figures; nothing here is asserted by the test suite. Run with `npm run bench` (all of them) or
 * `npm run bench -- --only=auth,devices,render --quick`.
 *
 * - auth: the session paths every user hits (sign-in with argon2id, and an authenticated call).
 * - devices: GET /api/devices/find/{userId} for an account with 1,000 devices (bench/device-list.ts), on the
 *   embedded PGlite and, when BENCH_DATABASE_URL is set, on that PostgreSQL server (in a throwaway database it
 *   creates and drops), with EXPLAIN ANALYZE of the query the repository sends.
 * - groups: opening a group of 1,000 devices, listing 20 groups and replacing a group's devices on the same large
 *   account (bench/groups.ts), on PGlite and, with BENCH_DATABASE_URL, PostgreSQL, with EXPLAIN ANALYZE.
 * - ingest: positions/s through the OsmAnd listener and the native batch call against the raw insert rate, and the
 *   latency from a report to its Socket.IO event at 1,000 reports/s (bench/ingest.ts), on PGlite and PostgreSQL.
 * - history: a device's history among 10 million positions (1 million with --quick; PGlite always 1 million): the
 *   first page, its COUNT, and the streamed CSV export of 100,000 positions with the memory it takes
 *   (bench/history.ts), on PGlite and, with BENCH_DATABASE_URL, PostgreSQL.
 * - render: the overview's first render with 1,000 devices in Debian's Chromium (bench/first-render.ts).
 * - activity-map: the Devices Activity map drawing 20 devices × 1,000 positions in Chromium (bench/activity-map.ts).
 *
 * The figures of one run are written up in docs/performance.md.
 */
import { cpus, totalmem } from 'node:os';
import { openPglite } from '../apps/server/src/db/client.js';
import { provisionUser } from '../apps/server/src/modules/users/provision-user.js';
import { createUsersRepository } from '../apps/server/src/modules/users/users.repository.js';
import { systemClock } from '../apps/server/src/adapters/clock.js';
import { benchActivityMap } from './activity-map.js';
import { benchDeviceList } from './device-list.js';
import { benchFirstRender } from './first-render.js';
import { benchGroups } from './groups.js';
import { benchHistory } from './history.js';
import { benchIngest } from './ingest.js';
import { buildBenchApp } from './lib/app.js';
import { openBenchPglite, openBenchPostgres, type BenchDatabase } from './lib/databases.js';
import { busyServer, defaultLargeAccount } from './lib/large-account.js';

const quick = process.argv.includes('--quick');
const onlyArg = process.argv.find((arg) => arg.startsWith('--only='));
const only = new Set(
  onlyArg
    ? onlyArg.slice('--only='.length).split(',')
    : ['auth', 'devices', 'groups', 'ingest', 'history', 'render', 'activity-map'],
);
const postgresUrl = process.env.BENCH_DATABASE_URL;
const progress = (line: string) => process.stderr.write(`[bench] ${line}\n`);

async function time(count: number, run: () => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const total = samples.reduce((sum, s) => sum + s, 0);
  return {
    p50Ms: +at(0.5).toFixed(2),
    p99Ms: +at(0.99).toFixed(2),
    perSec: +(samples.length / (total / 1000)).toFixed(1),
  };
}

async function benchAuth() {
  const rounds = { login: quick ? 10 : 50, me: quick ? 200 : 2000 };
  const database = await openPglite();
  await database.migrate();
  const app = await buildBenchApp(database);
  try {
    await provisionUser(createUsersRepository(database.db), systemClock, {
      email: 'bench@example.com',
      password: 'Bench-Pass-1',
    });
    const credentials = { username: 'bench@example.com', password: 'Bench-Pass-1' };
    const login = await time(rounds.login, () =>
      app.inject({ method: 'POST', url: '/api/login', payload: credentials }),
    );
    const { authHeader } = (await app.inject({ method: 'POST', url: '/api/login', payload: credentials })).json();
    const me = await time(rounds.me, () =>
      app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: authHeader } }),
    );
    return { database: 'PGlite (in memory)', login, usersMe: me };
  } finally {
    await app.close();
    await database.close();
  }
}

async function onDatabase<T>(
  open: () => Promise<BenchDatabase>,
  run: (database: BenchDatabase) => Promise<T>,
): Promise<T> {
  const database = await open();
  try {
    return await run(database);
  } finally {
    await database.close();
  }
}

const figures: Record<string, unknown> = {
  machine: {
    cores: cpus().length,
    cpu: cpus()[0]?.model,
    memoryGB: +(totalmem() / 2 ** 30).toFixed(1),
    node: process.version,
  },
  quick,
};

if (only.has('auth')) {
  progress('auth: sign-in and users/me');
  figures.auth = await benchAuth();
}

if (only.has('devices')) {
  const scenarios = quick
    ? { thousandDevices: defaultLargeAccount }
    : { thousandDevices: defaultLargeAccount, busyServer };
  const databases: [string, () => Promise<BenchDatabase>][] = [['pglite', () => openBenchPglite()]];
  if (postgresUrl) databases.push(['postgres', () => openBenchPostgres(postgresUrl)]);
  else progress('devices: BENCH_DATABASE_URL is not set, so PGlite only');
  const results: Record<string, unknown> = {};
  for (const [kind, open] of databases) {
    for (const [scenario, options] of Object.entries(scenarios)) {
      progress(`devices: ${scenario} on ${kind}`);
      results[`${scenario}On${kind === 'pglite' ? 'Pglite' : 'Postgres'}`] = await onDatabase(open, (database) =>
        benchDeviceList(database, { quick, options }),
      );
    }
  }
  figures.deviceList = results;
}

if (only.has('groups')) {
  const databases: [string, () => Promise<BenchDatabase>][] = [['Pglite', () => openBenchPglite()]];
  if (postgresUrl) databases.push(['Postgres', () => openBenchPostgres(postgresUrl)]);
  const results: Record<string, unknown> = {};
  for (const [kind, open] of databases) {
    progress(`groups: a group of 1,000 devices on ${kind}`);
    results[`on${kind}`] = await onDatabase(open, (database) => benchGroups(database, { quick }));
  }
  figures.groups = results;
}

if (only.has('ingest')) {
  const databases: [string, () => Promise<BenchDatabase>][] = [['Pglite', () => openBenchPglite()]];
  if (postgresUrl) databases.push(['Postgres', () => openBenchPostgres(postgresUrl)]);
  const results: Record<string, unknown> = {};
  for (const [kind, open] of databases) {
    progress(`ingest: OsmAnd, native batch, raw insert and report-to-socket latency on ${kind}`);
    results[`on${kind}`] = await onDatabase(open, (database) => benchIngest(database, { quick }));
  }
  figures.ingest = results;
}

if (only.has('history')) {
  const rows = quick ? 1_000_000 : 10_000_000;
  // In-memory PGlite (WASM, in this process) stays at a million positions; ten million is PostgreSQL's figure.
  const databases: [string, () => Promise<BenchDatabase>, number][] = [['Pglite', () => openBenchPglite(), 1_000_000]];
  if (postgresUrl) databases.push(['Postgres', () => openBenchPostgres(postgresUrl), rows]);
  else progress('history: BENCH_DATABASE_URL is not set, so PGlite only');
  const results: Record<string, unknown> = {};
  for (const [kind, open, size] of databases) {
    progress(`history: ${size.toLocaleString('en')} positions on ${kind}`);
    results[`on${kind}`] = await onDatabase(open, (database) =>
      benchHistory(database, { rows: size, quick }, progress),
    );
  }
  figures.history = results;
}

if (only.has('render')) {
  progress('render: building what is missing, then the overview in Chromium');
  figures.firstRender = await benchFirstRender({ quick });
}

if (only.has('activity-map')) {
  progress('activity-map: building what is missing, then 20 devices × 1,000 positions on the map in Chromium');
  figures.activityMap = await benchActivityMap({ quick });
}

console.log(JSON.stringify(figures, null, 2));
