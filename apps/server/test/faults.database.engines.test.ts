import { Writable } from 'node:stream';
import { serverMessages } from '@lodestar/contract';
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../src/db/client.js';
import { positions } from '../src/db/schema/index.js';
import { loggerOptions } from '../src/http/logger.js';
import { createVerifiedUser } from './helpers/accounts.js';
import { insertDevice } from './helpers/devices.js';
import { FakeClock } from './helpers/fake-clock.js';
import { deviceAuthorization } from './helpers/ingest.js';
import { createScratchPostgres, postgresBinDir, type ScratchPostgres } from './helpers/scratch-postgres.js';
import { listen } from './helpers/sockets.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * A request unanswered this long counts as hung. The server's own bound is the pool's 5 s wait for a connection
 * (a report may wait for one commit before its own): the client allows for that on a loaded machine.
 */
const CLIENT_TIMEOUT_MS = 15_000;
/** Pause between two requests of one simulated client. */
const PACE_MS = 100;
/** Refusals each client must have seen before the database comes back: a few seconds of outage. */
const REFUSALS_PER_CLIENT = 15;
const OSMAND_DEVICES = 4;
const POOL_SIZE = 4;
/** Times every connection of the pool is killed, at varying moments of its transactions. */
const KILL_ROUNDS = 200;

interface Answer {
  /** When the answer (or the client's giving up) came, ms since the epoch. */
  at: number;
  ms: number;
  status: number | 'no answer';
  retryAfter: string | null;
  body: string;
}

/** A simulated client: it sends one request after the other, and keeps every answer. */
interface Client {
  name: string;
  answers: Answer[];
  stop(): Promise<void>;
}

/** A report the server acknowledged with 200: it must be in the positions table from then on. */
interface Acknowledged {
  deviceId: string;
  fixTime: number;
}

async function request(url: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) });
    const body = await response.text();
    return {
      at: Date.now(),
      ms: performance.now() - started,
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body,
    };
  } catch (error) {
    // Why there was no answer (the deadline, a dropped connection), for the failure message.
    const cause = (error as { cause?: unknown }).cause;
    return {
      at: Date.now(),
      ms: performance.now() - started,
      status: 'no answer',
      retryAfter: null,
      body: `${String(error)} ${String(cause ?? '')}`,
    };
  }
}

function startClient(name: string, send: () => Promise<Answer>): Client {
  const answers: Answer[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      answers.push(await send());
      await new Promise((resolve) => setTimeout(resolve, PACE_MS));
    }
  })();
  return {
    name,
    answers,
    async stop() {
      running = false;
      await loop;
    },
  };
}

const statusesAfter = (client: Client, time: number) =>
  client.answers.filter((answer) => answer.at >= time).map((answer) => answer.status);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

// The file brings its own PostgreSQL, to stop and start it; the PostgreSQL project would only run it twice.
describe.runIf(process.env.TEST_DB_KIND !== 'postgres')(
  'PostgreSQL goes away while devices report and people browse',
  () => {
    let cluster: ScratchPostgres | undefined;
    let database: DatabaseHandle | undefined;
    let t: TestApp | undefined;

    beforeAll(async () => {
      if (!postgresBinDir()) return;
      cluster = await createScratchPostgres();
      database = openPostgres(cluster.url, POOL_SIZE);
      await database.migrate();
      t = await createTestApp({}, loggerOptions({ LOG_LEVEL: 'warn' }, { stream: logStream }), {
        database,
        clock: new FakeClock(),
      });
    });

    afterAll(async () => {
      // The cluster goes first: should closing hang (on a connection the pool lost), it must not outlive the file.
      cluster?.destroy();
      await t?.close();
      await database?.close();
    });

    it('acknowledges no report it then loses, refuses with 503 instead of hanging, and recovers without a restart', async (context) => {
      if (!cluster || !t)
        return context.skip('No PostgreSQL server binaries under /usr/lib/postgresql to run a scratch cluster');
      const app = t;
      const owner = await createVerifiedUser(app);
      const apiUrl = await listen(app);
      const ingestUrl = await app.app.osmand.listen({ port: 0, host: '127.0.0.1' });
      const acknowledged: Acknowledged[] = [];
      // An hour back, a second apart: every report has its own time, and none is ahead of the clock.
      const firstFix = Math.floor(app.clock.now().getTime() / 1000) * 1000 - 3_600_000;

      // Like Traccar Client, a device sends a report again until it is acknowledged, then sends its next one.
      const osmandDevice = async (index: number): Promise<Client> => {
        const device = await insertDevice(app, owner.user._id, { imei: String(356938035650000 + index) });
        let sequence = 0;
        return startClient(`OsmAnd device ${index}`, async () => {
          const fixTime = firstFix + sequence * 1000;
          const answer = await request(
            `${ingestUrl}/?id=${device.osmandId}&lat=-33.86${index}&lon=151.20${sequence % 10}&timestamp=${fixTime / 1000}`,
          );
          if (answer.status === 200) {
            acknowledged.push({ deviceId: device.id, fixTime });
            sequence += 1;
          }
          return answer;
        });
      };
      const nativeDevice = async (): Promise<Client> => {
        const device = await insertDevice(app, owner.user._id);
        const authorization = await deviceAuthorization(app, device.id);
        let sequence = 0;
        return startClient('native device', async () => {
          const fixTimes = [firstFix + sequence * 1000, firstFix + (sequence + 1) * 1000];
          const answer = await request(`${apiUrl}/api/ingest/native`, {
            method: 'POST',
            headers: { authorization, 'content-type': 'application/json' },
            body: JSON.stringify({
              positions: fixTimes.map((time) => ({ timestamp: time / 1000, latitude: 51.5, longitude: -0.12 })),
            }),
          });
          if (answer.status === 200) {
            acknowledged.push(...fixTimes.map((fixTime) => ({ deviceId: device.id, fixTime })));
            sequence += 2;
          }
          return answer;
        });
      };
      const browser = startClient('device list', () =>
        request(`${apiUrl}/api/devices/find/${owner.user._id}`, { headers: { authorization: owner.authHeader } }),
      );
      const monitor = startClient('health check', () => request(`${apiUrl}/api/health`));
      const reporters = [
        ...(await Promise.all(Array.from({ length: OSMAND_DEVICES }, (_, index) => osmandDevice(index)))),
        await nativeDevice(),
      ];
      const clients = [...reporters, browser, monitor];

      const figures: string[] = [];
      try {
        for (const mode of ['fast', 'immediate'] as const) {
          const phaseStart = Date.now();
          await vi.waitFor(
            () => clients.forEach((client) => expect(statusesAfter(client, phaseStart)).toContain(200)),
            { timeout: 30_000, interval: 50 },
          );

          const stoppedAt = Date.now();
          await cluster.stop(mode);
          await vi.waitFor(
            () =>
              clients.forEach((client) =>
                expect(
                  statusesAfter(client, stoppedAt).filter((status) => status === 503).length,
                ).toBeGreaterThanOrEqual(REFUSALS_PER_CLIENT),
              ),
            { timeout: 60_000, interval: 50 },
          );

          await cluster.start();
          const startedAt = Date.now();
          await vi.waitFor(() => clients.forEach((client) => expect(statusesAfter(client, startedAt)).toContain(200)), {
            timeout: 30_000,
            interval: 50,
          });

          const refusals = clients.flatMap((client) =>
            client.answers.filter((answer) => answer.at >= stoppedAt && answer.at < startedAt && answer.status === 503),
          );
          const recovery = Math.max(
            ...clients.map(
              (client) =>
                client.answers.find((answer) => answer.at >= startedAt && answer.status === 200)!.at - startedAt,
            ),
          );
          figures.push(
            `stop -m ${mode}: ${refusals.length} requests answered 503 in ${startedAt - stoppedAt} ms without the database ` +
              `(median ${median(refusals.map((answer) => answer.ms)).toFixed(1)} ms, slowest ${Math.max(...refusals.map((answer) => answer.ms)).toFixed(1)} ms); ` +
              `every client answered 200 again ${recovery} ms after PostgreSQL accepted connections`,
          );
        }
      } finally {
        await Promise.all(clients.map((client) => client.stop()));
      }
      const slowest = Math.max(...clients.flatMap((client) => client.answers.map((answer) => answer.ms)));
      console.log(
        `Database outage figures:\n  ${figures.join('\n  ')}\n  slowest answer of the whole run: ${slowest.toFixed(1)} ms`,
      );

      for (const client of clients) {
        expect(
          client.answers.filter((answer) => answer.status === 'no answer'),
          client.name,
        ).toEqual([]);
        const statuses = new Set(client.answers.map((answer) => answer.status));
        expect([...statuses].sort(), client.name).toEqual([200, 503]);
      }
      const refused = clients.flatMap((client) =>
        client.answers.filter((answer) => answer.status === 503).map((answer) => ({ client, answer })),
      );
      for (const { client, answer } of refused) {
        expect(answer.retryAfter, client.name).toBe('5');
        if (client === monitor) {
          expect(JSON.parse(answer.body)).toMatchObject({ status: 'degraded', database: 'unavailable' });
          continue;
        }
        const expected = client.name.startsWith('OsmAnd')
          ? serverMessages.serviceUnavailable
          : JSON.stringify({
              success: false,
              message: serverMessages.serviceUnavailable,
              errors: [serverMessages.serviceUnavailable],
            });
        expect(answer.body, client.name).toBe(expected);
      }

      await app.app.telemetry.pipeline.drain();
      const deviceIds = [...new Set(acknowledged.map((report) => report.deviceId))];
      const stored = await app.database.db
        .select({ deviceId: positions.deviceId, fixTime: positions.fixTime })
        .from(positions)
        .where(inArray(positions.deviceId, deviceIds));
      const storedKeys = new Set(stored.map((row) => `${row.deviceId} ${row.fixTime.getTime()}`));
      const lost = acknowledged.filter((report) => !storedKeys.has(`${report.deviceId} ${report.fixTime}`));
      expect(acknowledged.length).toBeGreaterThan(reporters.length * 4);
      expect(lost).toEqual([]);

      const log = logLines.join('');
      expect(log).toContain('the database is unavailable: answered 503');
      for (const leak of ['insert into', 'select ', 'params']) expect(log).not.toContain(leak);
    }, 180_000);

    it('survives connections killed inside transactions: nothing crashes and every place in the pool serves again', async (context) => {
      if (!cluster || !database)
        return context.skip('No PostgreSQL server binaries under /usr/lib/postgresql to run a scratch cluster');
      const { db } = database;
      let running = true;
      const worker = async () => {
        while (running) {
          await db
            .transaction(async (tx) => {
              await tx.execute(sql`select 1`);
              await tx.execute(sql`select 1`);
            })
            .catch(() => undefined);
        }
      };
      const workers = Array.from({ length: 2 * POOL_SIZE }, worker);
      const killer = new pg.Client({ connectionString: cluster.url });
      await killer.connect();
      try {
        for (let round = 0; round < KILL_ROUNDS; round += 1) {
          await killer.query(
            `select pg_terminate_backend(pid) from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()`,
          );
          await new Promise((resolve) => setTimeout(resolve, round % 20));
        }
      } finally {
        running = false;
        await Promise.all(workers);
        await killer.end();
      }

      // Every place in the pool at once: a connection lost for ever would keep the last transaction from starting.
      let entered = 0;
      let allIn: () => void = () => undefined;
      const everyoneIn = new Promise<void>((resolve) => (allIn = resolve));
      const holders = Array.from({ length: POOL_SIZE }, () =>
        db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          entered += 1;
          if (entered === POOL_SIZE) allIn();
          await everyoneIn;
        }),
      );
      await expect(Promise.all(holders)).resolves.toHaveLength(POOL_SIZE);
    }, 60_000);
  },
);
