/**
 * The scale-out path measured on this machine: the API mix of bench/api.ts against one server process and
 * then against two, side by side in one run, both on the same throwaway PostgreSQL database and with
 * REDIS_URL set (the Socket.IO Redis adapter and the shared rate limits on, as docs/operations.md runs several
 * processes). Each process has its own ports; with two, the users are dealt over both, each staying on its own, which
 * is what a sticky load balancer does. Then the live path across processes: a socket on process B receives the
 * event of OsmAnd reports sent to process A's ingest port.
 */
import { measureMix, type MixFigures } from './lib/api-load.js';
import { crossProcessLive } from './lib/api-live-check.js';
import type { LoadUser } from './lib/api-mix.js';
import { ensureServerBuilt, prepareApiStage } from './lib/api-servers.js';
import { readServerLog } from './soak/server-process.js';

const USERS = 200;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

const headline = ({ requestsPerSec, p50Ms, p99Ms, errors, byCall }: MixFigures) => ({
  requestsPerSec,
  p50Ms,
  p99Ms,
  errors,
  byCall,
});

export async function benchScaleOut({
  postgresUrl,
  quick,
  progress,
}: {
  postgresUrl: string;
  quick: boolean;
  progress: (line: string) => void;
}) {
  await ensureServerBuilt(progress);
  const size = { users: USERS, devicesPerUser: quick ? 20 : 40, positionsPerDevice: quick ? 10 : 50 };
  const stage = await prepareApiStage({ postgresUrl, size });
  try {
    const env = { REDIS_URL, RATE_LIMIT_KEY_PREFIX: `lodestar-bench-${process.pid}:` };
    // One after the other: the second finds the migrations applied (docs/operations.md).
    const a = await stage.startServer(env);
    const b = await stage.startServer(env);
    progress(`scale-out: ${stage.database.label}; processes at ${a.baseUrl} and ${b.baseUrl}, Redis ${REDIS_URL}`);
    const timing = { warmUpMs: quick ? 1000 : 3000, measureMs: quick ? 3000 : 15_000 };
    const on = (pick: (index: number) => string): LoadUser[] =>
      stage.users.map((user, index) => ({ ...user, baseUrl: pick(index) }));

    // Both processes warm (JIT, connections, prepared statements) before either figure, so the order favours neither.
    const dealt = on((index) => (index % 2 === 0 ? a.baseUrl : b.baseUrl));
    await measureMix({ users: dealt, warmUpMs: 0, measureMs: timing.warmUpMs });
    progress(`scale-out: ${USERS} users on one process`);
    const oneProcess = await measureMix({ users: on(() => a.baseUrl), ...timing });
    progress(`scale-out: ${USERS} users dealt over two processes`);
    const twoProcesses = await measureMix({ users: dealt, ...timing });

    const reports = quick ? 100 : 200;
    progress(`scale-out: ${reports} OsmAnd reports to process A, socket on process B`);
    const live = await crossProcessLive({
      user: stage.users[0]!,
      socketUrl: b.baseUrl,
      ingestUrl: a.ingestUrl,
      reports,
      perSecond: 50,
    });

    return {
      oneProcess: headline(oneProcess),
      twoProcesses: headline(twoProcesses),
      crossProcessLive: live,
      throughputRatio: +(twoProcesses.requestsPerSec / Math.max(1, oneProcess.requestsPerSec)).toFixed(2),
      database: stage.database.label,
      details: {
        users: USERS,
        data: size,
        redis: REDIS_URL,
        windowSeconds: timing.measureMs / 1000,
        serverLogs: [a, b].map((server) => readServerLog(server.logFile).counts),
      },
    };
  } finally {
    await stage.close();
  }
}
