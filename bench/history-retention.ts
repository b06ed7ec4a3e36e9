/**
 * History retention at scale: trackers of four accounts (30, 90 and 365 days of retention, and none of their own:
 * the installation's 180), a positions table over the last twelve months in the monthly partitions the server keeps
 * (2 million rows on PostgreSQL, 500,000 on PGlite; a tenth with --quick), a quarter of it past retention. Pruned
 * through the job's own code (`createHistoryRetention`): each batch's time while the backlog goes, the whole backlog,
 * and the hourly run once nothing is left to delete. A batch statement is EXPLAINed (ANALYZE, rolled back) mid-backlog.
 * The backlog goes while trackers report native batches: their rate meanwhile beside their rate alone.
 */
import { systemClock } from '../apps/server/src/adapters/clock.js';
import { createHistoryRetention } from '../apps/server/src/modules/history/history-retention.js';
import {
  createHistoryRetentionRepository,
  FIRST_DEVICE,
  type HistoryRetentionRepository,
} from '../apps/server/src/modules/history/history-retention.repository.js';
import { provisionUser } from '../apps/server/src/provisioning/index.js';
import { createUsersRepository } from '../apps/server/src/modules/users/users.repository.js';
import type { BenchDatabase } from './lib/databases.js';
import { explainRolledBack } from './lib/explain.js';
import { summarise, time } from './lib/stats.js';
import { ensurePastPartitions } from './lib/past-partitions.js';
import { seedTrackers } from './lib/seed-trackers.js';
import { expectCount } from './lib/proof.js';
import { ingestAlongside } from './lib/ingest-alongside.js';

const MONTHS = 12;
const INSTALLATION_DAYS = 180;
const RETENTIONS = [30, 90, 365, null] as const;
const BATCH = 5000;

/** `devices` trackers spread over the four accounts, and `rows` positions spread over them and twelve months. */
async function fill(database: BenchDatabase, devices: number, rows: number) {
  const users = createUsersRepository(database.db);
  const owners: string[] = [];
  for (const [index, days] of RETENTIONS.entries()) {
    const owner = await provisionUser(users, systemClock, {
      email: `retention${index}@bench.test`,
      password: 'Bench-Pass-1',
    });
    if (days) await users.update(owner.id, { historyRetentionDays: days });
    owners.push(owner.id);
  }
  await seedTrackers(database, { prefix: 'KEEP-', digits: 5, count: devices, owners });
  await ensurePastPartitions(database, MONTHS);
  const spanSeconds = MONTHS * 30 * 86_400;
  // No position within an hour of a retention's limit: one that crossed it between this count and the run would be
  // pruned rightly and still look missing to the proof.
  const limits = [...RETENTIONS, INSTALLATION_DAYS].filter((days) => days !== null).map((days) => days * 86_400);
  await database.raw(
    `INSERT INTO positions (device_id, user_id, fix_time, received_at, latitude, longitude, type)
     SELECT d.ids[1 + g % cardinality(d.ids)], d.owners[1 + g % cardinality(d.ids)],
       now() - (g * $2::float8 / $1) * interval '1 second', now(), -33.87, 151.21, 'gps'
     FROM generate_series(1, $1) g,
       (SELECT array_agg(id ORDER BY device_uuid) AS ids, array_agg(user_id ORDER BY device_uuid) AS owners
        FROM devices WHERE device_uuid LIKE 'KEEP-%') d
     WHERE NOT EXISTS (SELECT FROM unnest($3::float8[]) l WHERE abs(g * $2::float8 / $1 - l) < 3600)`,
    [rows, spanSeconds, `{${limits.join(',')}}`],
  );
  await database.raw('VACUUM ANALYZE positions');
  await database.raw('ANALYZE position_counts');
  const [counts] = await database.raw(
    `SELECT count(*)::int AS seeded, count(*) FILTER (
       WHERE p.fix_time < now() - make_interval(days => coalesce(u.history_retention_days, ${INSTALLATION_DAYS})))::int AS expired
     FROM positions p JOIN devices d ON d.id = p.device_id JOIN users u ON u.id = d.user_id`,
  );
  return { seeded: Number(counts?.seeded), expired: Number(counts?.expired) };
}

/** The repository with each batch timed. */
function timedBatches(repository: HistoryRetentionRepository, samples: number[]): HistoryRetentionRepository {
  const timed =
    (prune: HistoryRetentionRepository['pruneCounted']): HistoryRetentionRepository['pruneCounted'] =>
    async (input) => {
      const started = performance.now();
      const batch = await prune(input);
      samples.push(performance.now() - started);
      return batch;
    };
  return { pruneCounted: timed(repository.pruneCounted), pruneOwnerless: timed(repository.pruneOwnerless) };
}

export async function benchHistoryRetention(
  database: BenchDatabase,
  { quick = false, check = false }: { quick?: boolean; check?: boolean } = {},
) {
  const devices = check ? 50 : quick ? 500 : 5_000;
  const rows = (check ? 0.01 : quick ? 0.1 : 1) * (database.kind === 'postgres' ? 2_000_000 : 500_000);
  const { seeded, expired } = await fill(database, devices, rows);
  const repository = createHistoryRetentionRepository(database.db);
  const input = { now: new Date(), defaultDays: INSTALLATION_DAYS, from: FIRST_DEVICE, limit: BATCH };

  const batches: number[] = [];
  const timed = timedBatches(repository, batches);
  database.clearLog();
  await timed.pruneCounted(input);
  const settings = database.log.filter((query) => /^SET LOCAL/i.test(query.sql));
  const statement = database.log.find((query) => /WITH doomed/.test(query.sql));
  const explained = statement
    ? await explainRolledBack(database, statement, settings)
    : 'the batch statement was not seen in the query log';

  const retention = createHistoryRetention({ repository: timed, clock: systemClock, defaultDays: INSTALLATION_DAYS });
  let backlogMs = 0;
  // The backlog goes while trackers report: how much of its ingest rate the server keeps meanwhile.
  const { result: pruned, ingest } = await ingestAlongside(database, { batchesPerRound: check ? 8 : 200 }, async () => {
    const started = performance.now();
    const count = await retention.prune();
    backlogMs = performance.now() - started;
    return count;
  });
  const idle = await time(
    quick ? 3 : 10,
    () => createHistoryRetention({ repository, clock: systemClock, defaultDays: INSTALLATION_DAYS }).prune(),
    1,
  );
  const [left] = await database.raw(`SELECT sum(total)::int AS total FROM position_counts`);
  const [actual] = await database.raw(`SELECT count(*)::int AS total FROM positions`);
  expectCount(
    'history-retention: positions left of positions within retention and reported meanwhile',
    Number(actual?.total),
    seeded - expired + ingest.positionsStored,
  );
  expectCount('history-retention: positions counted of positions left', Number(left?.total), Number(actual?.total));

  return {
    database: database.label,
    data: { devices, positions: seeded, pastRetention: expired, batchSize: BATCH },
    figures: {
      batch: summarise(batches),
      // The job's run after the first batch, whose statement is EXPLAINed (rolled back) on the next 5,000 rows.
      backlog: { ms: +backlogMs.toFixed(0), pruned: pruned + BATCH, batches: batches.length, whileIngesting: true },
      ingestDuringBacklog: ingest,
      idleRun: idle,
    },
    explainAnalyze: { batchInBacklog: explained },
  };
}
