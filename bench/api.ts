/**
 * The API under a realistic mix: 200 signed-in users, each with one call in flight at a time, find their
 * devices (a page of the overview, sometimes a name search), open a device's history page, and now and then save a
 * device's settings, 60/30/10. Each user's session is written to the table as a sign-in leaves it (200 argon2id
 * sign-ins would take most of the quick run). The built server runs as its own process (apps/server/dist/main.js,
 * as `npm start` runs it) on a throwaway PostgreSQL database when one answers, else the embedded one; the load comes
 * from a worker thread over kept-alive HTTP connections. Figures: requests answered per second, p50/p99 latency of
 * the mix and of each call, errors. Then the same users paced at 500 calls a second together (each call timed from
 * when it was due): the latency at that rate, below capacity, which is what the users of a server at that load see.
 */
import { measureMix } from './lib/api-load.js';
import { ensureServerBuilt, prepareApiStage } from './lib/api-servers.js';
import type { SectionContext } from './lib/sections.js';
import { readServerLog } from './soak/server-process.js';

const USERS = 200;
/** The rate the latency aim is set at: the users' calls due this often together, answered or not. */
const PACED_RATE = 500;

export async function benchApi({
  postgresUrl,
  quick,
  progress,
}: Pick<SectionContext, 'postgresUrl' | 'quick' | 'progress'>) {
  await ensureServerBuilt(progress);
  const size = { users: USERS, devicesPerUser: quick ? 20 : 40, positionsPerDevice: quick ? 10 : 50 };
  const seedStart = performance.now();
  const stage = await prepareApiStage({ postgresUrl, size });
  const seedMs = Math.round(performance.now() - seedStart);
  try {
    const each = `${size.devicesPerUser} devices and ${size.positionsPerDevice} positions each`;
    progress(`api: ${stage.database.label}; ${USERS} accounts, ${each}, seeded in ${seedMs} ms`);
    const server = await stage.startServer();
    const plan = {
      users: stage.users.map((user) => ({ ...user, baseUrl: server.baseUrl })),
      warmUpMs: quick ? 1500 : 3000,
      measureMs: quick ? 2500 : 15_000,
    };
    progress(
      `api: ${USERS} users, closed loop, ${plan.warmUpMs / 1000} s warm-up then ${plan.measureMs / 1000} s measured`,
    );
    const { requestsPerSec, p50Ms, p99Ms, users, errors, ...mix } = await measureMix(plan);
    const loop = server.samples.at(-1)?.loop;
    progress(`api: the same users paced at ${PACED_RATE} calls/s together`);
    const paced = await measureMix({ ...plan, ratePerSec: PACED_RATE });
    return {
      requestsPerSec,
      p50Ms,
      p99Ms,
      users,
      errors,
      database: stage.database.label,
      paced: {
        offeredPerSec: PACED_RATE,
        requestsPerSec: paced.requestsPerSec,
        p50Ms: paced.p50Ms,
        p99Ms: paced.p99Ms,
        errors: paced.errors,
      },
      details: {
        ...mix,
        pacedByCall: paced.byCall,
        data: {
          ...size,
          devices: size.users * size.devicesPerUser,
          positions: size.users * size.devicesPerUser * size.positionsPerDevice,
          seedMs,
        },
        serverEventLoopDelayMs: loop ? { p50: loop.p50, p99: loop.p99, max: loop.max } : null,
        serverLog: readServerLog(server.logFile).counts,
      },
    };
  } finally {
    await stage.close();
  }
}
