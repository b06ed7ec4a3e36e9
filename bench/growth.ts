/**
 * How the cost grows with the data: one account's device list (first page, a name search) as it grows from 1,000 to
 * 10,000 to 100,000 devices, and one device's history (first page, a page from the middle) as it grows from 10,000
 * to 100,000 to 1,000,000 positions (a tenth of each with --quick), through the real app in process, on the primary
 * database. Each figure is printed beside the one of the size before as a factor per tenfold data: a path that
 * stays near 1 reads by index and keyset; one that approaches 10 reads its data whole. Every size is proved by the
 * totals the calls answer.
 */
import { systemClock } from '../apps/server/src/adapters/clock.js';
import { provisionUser } from '../apps/server/src/provisioning/index.js';
import { createUsersRepository } from '../apps/server/src/modules/users/users.repository.js';
import { buildBenchApp, signInTo } from './lib/app.js';
import type { BenchDatabase } from './lib/databases.js';
import { ensurePastPartitions } from './lib/past-partitions.js';
import { expectCount } from './lib/proof.js';
import type { SectionContext } from './lib/sections.js';
import { time } from './lib/stats.js';

const PASSWORD = 'Bench-Pass-1';
const PER_PAGE = 20;
/**
 * Calls made before each path is timed: PostgreSQL plans a prepared statement's first five runs for their values,
 * which over every partition of a grown table costs more than the run (25 ms against 4 ms at a million positions),
 * then keeps a generic plan when it is no costlier. The figure is the path's cost once the statement is settled, as
 * on a server that has run.
 */
const WARM_UP = 8;

/**
 * Vacuums and analyzes the grown table, and on PostgreSQL writes the checkpoint its inserts are due, as a live
 * server's autovacuum and checkpointer would have done by the time: otherwise they run in the background during the
 * measurement (a full run measured every path of the largest size three to eight times slower, positions at 0.3 ms
 * in EXPLAIN answering in 66 ms).
 */
async function settle(database: BenchDatabase, table: 'devices' | 'positions') {
  await database.raw(`VACUUM ANALYZE ${table}`);
  // CHECKPOINT needs a superuser or pg_checkpoint; another role leaves it to the checkpointer.
  if (database.kind === 'postgres') await database.raw('CHECKPOINT').catch(() => undefined);
}

/** Grows the account's devices to `count` (serials GROW-000001…); the first is the one whose history grows. */
async function growDevices(database: BenchDatabase, userId: string, from: number, count: number) {
  await database.raw(
    `INSERT INTO devices (device_uuid, name, device_type, passcode, user_id)
     SELECT 'GROW-' || lpad(g::text, 6, '0'), 'Asset ' || lpad(g::text, 6, '0'), 'shield_gps', '123456', $1::uuid
     FROM generate_series($2::int, $3::int) g`,
    [userId, from, count],
  );
  await settle(database, 'devices');
}

/**
 * Grows the device's history to `count` positions, one every 10 seconds back from now; answers the WAL the inserts
 * wrote, in bytes (PostgreSQL; null on PGlite).
 */
async function growHistory(database: BenchDatabase, deviceId: string, userId: string, from: number, count: number) {
  const walAt = async () =>
    database.kind === 'postgres' ? String((await database.raw('SELECT pg_current_wal_lsn() AS at'))[0]?.at) : null;
  const walBefore = await walAt();
  await database.raw(
    `INSERT INTO positions (device_id, user_id, fix_time, received_at, latitude, longitude, type)
     SELECT $1::uuid, $2::uuid, now() - g * interval '10 seconds', now(), -33.87 + (g % 1000) * 1e-5, 151.21, 'gps'
     FROM generate_series($3::int, $4::int) g`,
    [deviceId, userId, from, count],
  );
  const walAfter = await walAt();
  await settle(database, 'positions');
  if (!walBefore || !walAfter) return null;
  const [wal] = await database.raw('SELECT pg_wal_lsn_diff($1::pg_lsn, $2::pg_lsn)::bigint AS bytes', [
    walAfter,
    walBefore,
  ]);
  return Number(wal?.bytes);
}

/** The bytes the positions take on disk (every partition, its indexes and TOAST), per position stored. */
async function bytesPerPosition(database: BenchDatabase) {
  const [row] = await database.raw(
    `SELECT (SELECT sum(pg_total_relation_size(inhrelid)) FROM pg_inherits WHERE inhparent = 'positions'::regclass)::bigint AS bytes,
       (SELECT count(*) FROM positions)::bigint AS rows`,
  );
  return Math.round(Number(row?.bytes) / Math.max(1, Number(row?.rows)));
}

type Get = (url: string) => Promise<{ total: number }>;

async function measureAt(get: Get, userId: string, deviceId: string, runs: number) {
  const find = (query: string) => get(`/api/devices/find/${userId}?type=all${query}`);
  const devices = (await find(`&page=1&perPage=${PER_PAGE}`)).total;
  const history = (page: number) => get(`/api/history/find/device/${deviceId}?page=${page}&perPage=${PER_PAGE}`);
  const positions = (await history(1)).total;
  const middle = Math.max(1, Math.floor(positions / PER_PAGE / 2));
  return {
    devices,
    positions,
    listFirstPage: await time(runs, () => find(`&page=1&perPage=${PER_PAGE}`), WARM_UP),
    listSearch: await time(runs, () => find(`&name=Asset%20000042&page=1&perPage=${PER_PAGE}`), WARM_UP),
    historyFirstPage: await time(runs, () => history(1), WARM_UP),
    historyMiddlePage: await time(runs, () => history(middle), WARM_UP),
  };
}

type Measured = Awaited<ReturnType<typeof measureAt>>;
const PATHS = ['listFirstPage', 'listSearch', 'historyFirstPage', 'historyMiddlePage'] as const;

/** Each path's p50 at each size, and its factor against the size before (per tenfold data). */
function growthOf(steps: Measured[]) {
  return Object.fromEntries(
    PATHS.map((path) => [
      path,
      steps.map((step, i) => ({
        devices: step.devices,
        positions: step.positions,
        p50Ms: step[path].p50Ms,
        factor: i === 0 ? null : +(step[path].p50Ms / Math.max(0.01, steps[i - 1]![path].p50Ms)).toFixed(2),
      })),
    ]),
  );
}

export async function benchGrowth({
  databases,
  quick,
  progress,
}: Pick<SectionContext, 'databases' | 'quick' | 'progress'>) {
  const scale = quick ? 0.1 : 1;
  const sizes = [1, 10, 100].map((times) => ({ devices: 1000 * times * scale, positions: 10_000 * times * scale }));
  const database = await (databases.postgres ?? databases.pglite)();
  const user = await provisionUser(createUsersRepository(database.db), systemClock, {
    email: 'growth@bench.lodestar.test',
    password: PASSWORD,
  });
  await ensurePastPartitions(database, 4);
  const app = await buildBenchApp(database);
  try {
    const authorization = await signInTo(app, 'growth@bench.lodestar.test', PASSWORD);
    const get: Get = async (url) => {
      const answer = await app.inject({ method: 'GET', url, headers: { authorization } });
      if (answer.statusCode !== 200) throw new Error(`${url} answered ${answer.statusCode}`);
      return { total: (answer.json() as { pagination: { total: number } }).pagination.total };
    };
    const steps: Measured[] = [];
    let walPerPosition: number | null = null;
    for (const [i, size] of sizes.entries()) {
      const before = sizes[i - 1] ?? { devices: 0, positions: 0 };
      await growDevices(database, user.id, before.devices + 1, size.devices);
      const [first] = await database.raw(`SELECT id FROM devices WHERE device_uuid = 'GROW-000001'`);
      const deviceId = String(first?.id);
      const walBytes = await growHistory(database, deviceId, user.id, before.positions + 1, size.positions);
      if (walBytes !== null) walPerPosition = Math.round(walBytes / (size.positions - before.positions));
      progress(
        `growth: ${size.devices.toLocaleString('en')} devices, ${size.positions.toLocaleString('en')} positions`,
      );
      const step = await measureAt(get, user.id, deviceId, quick ? 20 : 100);
      expectCount(`growth: devices listed at step ${i + 1}`, step.devices, size.devices);
      expectCount(`growth: positions paged at step ${i + 1}`, step.positions, size.positions);
      steps.push(step);
    }
    // What one position costs the disk and the WAL, for sizing a fleet (docs/performance.md, "A million trackers").
    const perPosition = { diskBytes: await bytesPerPosition(database), walBytes: walPerPosition };
    return { database: database.label, growth: growthOf(steps), perPosition };
  } finally {
    await app.close();
    await database.close();
  }
}
