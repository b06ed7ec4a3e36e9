import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { socketEvents } from '@lodestar/contract';
import { freePort, prepareTestServer, stop, waitForHealth } from '../../../scripts/lib/server.mjs';
import { createVerifiedUser } from './helpers/accounts.js';
import { insertDevice } from './helpers/devices.js';
import { osmand } from './helpers/ingest.js';
import { closeSockets, connectSocket, joinRoom, listen, nextDisconnect, nextEvent, recordEvents, sleep } from './helpers/sockets.js';
import { serverProcessArgs } from './helpers/server-process.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const root = fileURLToPath(new URL('../../..', import.meta.url));
const run = promisify(execFile);
const newImei = () => `35${String(randomInt(10 ** 12)).padStart(13, '0')}`;

/** Why Redis cannot carry these tests, or null when it answers PING. */
async function redisProblem(url: string): Promise<string | null> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const answer = await client.ping();
    return answer === 'PONG' ? null : `Redis at ${url} answered PING with ${answer}`;
  } catch (error) {
    return `Redis does not answer at ${url} (${(error as Error).message})`;
  } finally {
    client.disconnect();
  }
}

const noRedis = await redisProblem(REDIS_URL);
if (noRedis) console.warn(`Skipping the Redis fan-out tests: ${noRedis}. Start redis-server, or set TEST_REDIS_URL.`);

// The adapter publishes on its default channels (socket.io#/#…), shared with anything else on this Redis; events go to
// rooms named after this test's fresh user and device ids, so nothing else can receive them.
describe.skipIf(noRedis !== null)('Redis adapter: two apps in one process on one database', () => {
  let a: TestApp;
  let b: TestApp;
  let baseUrlB: string;
  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL });
    b = await createTestApp({ REDIS_URL }, false, { database: a.database, clock: a.clock });
    // Only B listens: every socket is on B, and every report goes through A.
    baseUrlB = await listen(b);
  });
  afterEach(() => closeSockets());
  afterAll(async () => {
    closeSockets();
    await b?.close();
    await a?.close();
  });

  it("a report committed by app A reaches the device room and the user room on app B, once per socket, and no one else's", async () => {
    const owner = await createVerifiedUser(a);
    const other = await createVerifiedUser(a);
    const imei = newImei();
    const device = await insertDevice(a, owner.user._id, { imei });
    const inDeviceRoom = await connectSocket(baseUrlB, owner.authHeader);
    expect(await joinRoom(inDeviceRoom, imei)).toEqual({ ok: true, room: imei });
    const inBothRooms = await connectSocket(baseUrlB, owner.authHeader);
    for (const room of [owner.user._id, imei]) expect((await joinRoom(inBothRooms, room)).ok).toBe(true);
    const bystander = await connectSocket(baseUrlB, other.authHeader);
    expect((await joinRoom(bystander, other.user._id)).ok).toBe(true);

    const recorders = [inDeviceRoom, inBothRooms, bystander].map((socket) => ({
      updates: recordEvents(socket, socketEvents.deviceInfoUpdate).events,
      inserts: recordEvents(socket, socketEvents.locationHistoryInsert).events,
    }));
    const arrivals = [inDeviceRoom, inBothRooms].map((socket) => nextEvent(socket, socketEvents.locationHistoryInsert));
    const response = await osmand(a, { method: 'GET', url: `/?id=${device.osmandId}&lat=51.5072&lon=-0.1276&batt=42` });
    expect(response.statusCode).toBe(200);
    for (const insert of await Promise.all(arrivals)) {
      expect(insert).toMatchObject({ _id: device.id, deviceUUID: device.deviceUUID, imei, location: { latitude: 51.5072, longitude: -0.1276 } });
    }
    await sleep(500);
    expect(recorders.map((r) => [r.updates.length, r.inserts.length])).toEqual([[1, 1], [1, 1], [0, 0]]);
    expect(recorders[0]!.updates[0]).toMatchObject({ _id: device.id, changes: { battery_percentage: 42 } });
  });

  it("signing out on app A disconnects the session's socket on app B", async () => {
    const { authHeader } = await createVerifiedUser(a);
    const socket = await connectSocket(baseUrlB, authHeader);
    const disconnected = nextDisconnect(socket);
    expect((await a.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: authHeader } })).statusCode).toBe(200);
    expect(await disconnected).toBe('io server disconnect');
  });
});

interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
}

/**
 * Two real server processes (`apps/server/src/main.ts`, built or through tsx) on one PostgreSQL database and one Redis.
 * PGlite is one process's database, so this runs in the integration-postgres project only.
 */
describe.skipIf(noRedis !== null || process.env.TEST_DB_KIND !== 'postgres')(
  'Redis adapter: two server processes on one PostgreSQL database',
  () => {
    const adminUrl = process.env.TEST_DATABASE_URL ?? '';
    const dbName = `lodestar_rt_${randomBytes(6).toString('hex')}`;
    let databaseUrl = '';
    let databaseCreated = false;
    let dataDir = '';
    const servers: ServerProcess[] = [];
    let ingestPortA = 0;
    const owner = { email: `rt-owner-${dbName}@example.com`, password: 'Realtime-Pass-1', name: 'Rita Realtime' };
    const imei = newImei();
    let deviceId = '';
    let osmandId = '';

    async function admin<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
      const client = new pg.Client({ connectionString: adminUrl });
      client.on('error', () => undefined);
      await client.connect();
      try {
        return await use(client);
      } finally {
        await client.end();
      }
    }

    /** The admin CLI as an operator runs it, against the test database. */
    async function cli(...args: string[]) {
      const env = { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: '', LOG_LEVEL: 'silent' };
      const { stdout } = await run(process.execPath, [...serverProcessArgs('cli/index'), ...args], { cwd: root, env });
      return JSON.parse(stdout) as { device?: { _id: string; osmandId: string } };
    }

    async function startServer(ingestPort: number): Promise<ServerProcess> {
      const { baseUrl, env } = await prepareTestServer({
        dataDir,
        overrides: {
          NODE_ENV: 'test',
          DATABASE_URL: databaseUrl,
          REDIS_URL,
          INGEST_PORT: String(ingestPort),
          CAPTCHA_PROVIDER: 'none',
          DEMO: '0',
          LOG_LEVEL: 'warn',
        },
      });
      const child = spawn(process.execPath, serverProcessArgs('main'), {
        cwd: root,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-20_000));
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
      const server = { child, baseUrl, output: () => output };
      servers.push(server);
      try {
        await waitForHealth(baseUrl, child, { timeoutMs: 90_000 });
      } catch (error) {
        throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`, { cause: error });
      }
      return server;
    }

    beforeAll(async () => {
      // From source with tsx, the server's @lodestar/contract still resolves to its build: build it if it is stale.
      await run(
        process.execPath,
        ['--input-type=module', '-e', "import { ensureBuilt } from './scripts/lib/build.mjs'; await ensureBuilt(['contract']);"],
        { cwd: root },
      );
      await admin((client) => client.query(`CREATE DATABASE ${dbName}`));
      databaseCreated = true;
      const url = new URL(adminUrl);
      url.pathname = `/${dbName}`;
      databaseUrl = url.toString();
      dataDir = mkdtempSync(join(tmpdir(), 'lodestar-realtime-'));

      await cli('user:create', '--email', owner.email, '--password', owner.password, '--name', owner.name);
      const created = await cli('device:create', '--owner', owner.email, '--type', 'shield_gps', '--uuid', `RT-${imei}`, '--imei', imei);
      deviceId = created.device!._id;
      osmandId = created.device!.osmandId;

      ingestPortA = await freePort();
      await Promise.all([startServer(ingestPortA), startServer(0)]);
    }, 180_000);

    afterAll(async () => {
      closeSockets();
      await Promise.all(servers.map((server) => stop(server.child)));
      if (databaseCreated) await admin((client) => client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }, 60_000);

    it("a report to process A's OsmAnd port reaches a socket on process B; signing out on A disconnects it", async () => {
      const [a, b] = servers as [ServerProcess, ServerProcess];
      const login = await fetch(`${a.baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: owner.email, password: owner.password }),
      });
      expect(login.status).toBe(200);
      const { authHeader } = (await login.json()) as { authHeader: string };

      const onB = await connectSocket(b.baseUrl, authHeader);
      expect(await joinRoom(onB, imei)).toEqual({ ok: true, room: imei });
      const onA = await connectSocket(a.baseUrl, authHeader);

      const insert = nextEvent(onB, socketEvents.locationHistoryInsert, 10_000);
      const update = nextEvent(onB, socketEvents.deviceInfoUpdate, 10_000);
      const report = await fetch(`http://127.0.0.1:${ingestPortA}/?id=${osmandId}&lat=48.8566&lon=2.3522&batt=33`);
      expect(report.status).toBe(200);
      expect(await insert).toMatchObject({ _id: deviceId, imei, location: { deviceId, latitude: 48.8566, longitude: 2.3522 } });
      expect(await update).toMatchObject({ _id: deviceId, changes: { battery_percentage: 33 } });

      const disconnects = [nextDisconnect(onB, 10_000), nextDisconnect(onA, 10_000)];
      const logout = await fetch(`${a.baseUrl}/api/logout`, { method: 'POST', headers: { authorization: authHeader } });
      expect(logout.status).toBe(200);
      expect(await Promise.all(disconnects)).toEqual(['io server disconnect', 'io server disconnect']);
    }, 60_000);
  },
);
