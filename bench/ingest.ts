/**
 * The device data path under load (issue 4): positions per second accepted through the OsmAnd listener (real
 * HTTP, keep-alive) and the native batch call, against the raw insert rate of the same rows into the same database
 * in the same run; and the latency from a report to its Socket.IO event at a steady 1,000 reports/s.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { io as connectSocket } from 'socket.io-client';
import { socketEvents, type LocationHistoryInsert } from '@lodestar/contract';
import { systemClock } from '../apps/server/src/adapters/clock.js';
import { devices, positions, type NewPositionRow } from '../apps/server/src/db/schema/index.js';
import { issueDeviceSecret } from '../apps/server/src/ingest/device-secret.js';
import { provisionUser } from '../apps/server/src/modules/users/provision-user.js';
import { createUsersRepository } from '../apps/server/src/modules/users/users.repository.js';
import { buildBenchApp } from './lib/app.js';
import type { BenchDatabase } from './lib/databases.js';
import { summarise } from './lib/stats.js';

interface Fleet {
  userId: string;
  devices: { id: string; imei: string; authorization: string }[];
}

const SYDNEY = { lat: -33.8688, lon: 151.2093 };
const jitter = () => (Math.random() - 0.5) / 10;

async function makeFleet(database: BenchDatabase, count: number): Promise<Fleet> {
  const user = await provisionUser(createUsersRepository(database.db), systemClock, {
    email: `ingest-${randomUUID().slice(0, 8)}@bench.test`,
    password: 'Bench-Pass-1',
  });
  const fleet: Fleet = { userId: user.id, devices: [] };
  for (let i = 0; i < count; i += 1) {
    const { secret, hash } = issueDeviceSecret();
    const imei = String(350000000000000 + i);
    const [row] = await database.db
      .insert(devices)
      .values({ deviceUUID: `BENCH-${i}`, name: `Tracker ${i}`, deviceType: 'shield_gps', passcode: '123456', userId: user.id, imei, ingestSecretHash: hash })
      .returning({ id: devices.id });
    fleet.devices.push({ id: row!.id, imei, authorization: `Device ${secret}` });
  }
  return fleet;
}

/** Runs `total` jobs with `concurrency` of them in flight; answers the wall time in seconds. */
async function drive(total: number, concurrency: number, job: (index: number) => Promise<void>): Promise<number> {
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) await job(next++);
    }),
  );
  return (performance.now() - start) / 1000;
}

function rawRows(fleet: Fleet, count: number): NewPositionRow[] {
  const now = Date.now();
  return Array.from({ length: count }, (_, i) => ({
    deviceId: fleet.devices[i % fleet.devices.length]!.id,
    userId: fleet.userId,
    fixTime: new Date(now - (count - i) * 1000),
    receivedAt: new Date(now),
    latitude: SYDNEY.lat + jitter(),
    longitude: SYDNEY.lon + jitter(),
    address: 'Sydney, New South Wales, Australia',
    type: 'gps',
    speed: 40,
    course: 90,
    modemVoltage: 3900,
    batteryPercentage: 70,
    attributes: {},
  }));
}

export async function benchIngest(database: BenchDatabase, { quick }: { quick: boolean }) {
  const sizes = quick
    ? { devices: 100, raw: 5000, osmand: 2000, batches: 40, batchSize: 100, latencySeconds: 3 }
    : { devices: 1000, raw: 50_000, osmand: 20_000, batches: 400, batchSize: 100, latencySeconds: 10 };
  const app = await buildBenchApp(database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  await app.osmand.listen({ port: 0, host: '127.0.0.1' });
  const apiUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const osmandUrl = `http://127.0.0.1:${(app.osmand.server.address() as AddressInfo).port}`;
  try {
    const fleet = await makeFleet(database, sizes.devices);
    // Loads the place names (about a second, once per process) before anything is timed.
    await fetch(`${osmandUrl}/?id=${fleet.devices[0]!.imei}&lat=${SYDNEY.lat}&lon=${SYDNEY.lon}&timestamp=${Math.floor(Date.now() / 1000) - 5 * 86_400}`);

    // The same rows straight into the table, 500 per INSERT, one after the other: what the database takes.
    const rows = rawRows(fleet, sizes.raw);
    const rawStart = performance.now();
    for (let i = 0; i < rows.length; i += 500) await database.db.insert(positions).values(rows.slice(i, i + 500));
    const rawPerSec = sizes.raw / ((performance.now() - rawStart) / 1000);

    const daysAgo = (days: number) => Math.floor(Date.now() / 1000) - days * 86_400;
    const t0 = daysAgo(3);
    const osmandSeconds = await drive(sizes.osmand, 64, async (i) => {
      const device = fleet.devices[i % fleet.devices.length]!;
      const response = await fetch(`${osmandUrl}/?id=${device.imei}&lat=${SYDNEY.lat + jitter()}&lon=${SYDNEY.lon + jitter()}&timestamp=${t0 + i}&speed=20&batt=80`);
      if (response.status !== 200) throw new Error(`OsmAnd answered ${response.status}`);
      await response.arrayBuffer();
    });

    const batchSeconds = await drive(sizes.batches, 16, async (i) => {
      const device = fleet.devices[i % fleet.devices.length]!;
      const positionsOfBatch = Array.from({ length: sizes.batchSize }, (_, k) => ({
        timestamp: daysAgo(2) + i * sizes.batchSize + k,
        latitude: SYDNEY.lat + jitter(),
        longitude: SYDNEY.lon + jitter(),
        speed: 40,
        modem_voltage: 3900,
      }));
      const response = await fetch(`${apiUrl}/api/ingest/native`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: device.authorization },
        body: JSON.stringify({ positions: positionsOfBatch }),
      });
      if (response.status !== 200) throw new Error(`native answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
    });

    const latency = await reportToSocketLatency(app, apiUrl, osmandUrl, fleet, database, sizes.latencySeconds);
    return {
      database: database.label,
      devices: sizes.devices,
      rawInsertPositionsPerSec: Math.round(rawPerSec),
      osmandPositionsPerSec: Math.round(sizes.osmand / osmandSeconds),
      nativeBatchPositionsPerSec: Math.round((sizes.batches * sizes.batchSize) / batchSeconds),
      nativeBatchShareOfRawInsert: +((sizes.batches * sizes.batchSize) / batchSeconds / rawPerSec).toFixed(2),
      reportToSocketAt1000PerSec: latency,
    };
  } finally {
    await app.close();
  }
}

/**
 * A signed-in browser's socket in the device owner's room, and OsmAnd reports sent at a steady 1,000 per second
 * (10 every 10 ms, whatever the answers do): how long from sending a report to its location-history-insert event.
 */
async function reportToSocketLatency(
  app: Awaited<ReturnType<typeof buildBenchApp>>,
  apiUrl: string,
  osmandUrl: string,
  fleet: Fleet,
  database: BenchDatabase,
  seconds: number,
) {
  const { authHeader } = (
    await app.inject({ method: 'POST', url: '/api/login', payload: { username: await emailOf(database, fleet.userId), password: 'Bench-Pass-1' } })
  ).json() as { authHeader: string };
  const socket = connectSocket(apiUrl, { transports: ['websocket'], extraHeaders: { authorization: authHeader }, forceNew: true, reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', resolve);
    socket.on('connect_error', reject);
  });
  await socket.emitWithAck(socketEvents.joinRoom, fleet.userId);

  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  socket.on(socketEvents.locationHistoryInsert, (insert: LocationHistoryInsert) => {
    const sent = sentAt.get(`${insert._id}:${insert.location.timestamp}`);
    if (sent !== undefined) latencies.push(performance.now() - sent);
  });

  const base = Math.floor(Date.now() / 1000) - 86_400;
  let sent = 0;
  let failed = 0;
  const inFlight: Promise<void>[] = [];
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      for (let k = 0; k < 10; k += 1) {
        const index = sent++;
        // Each device reports a newer position every time, so each report becomes the head of its history.
        const device = fleet.devices[index % fleet.devices.length]!;
        const timestamp = base + Math.floor(index / fleet.devices.length);
        sentAt.set(`${device.id}:${timestamp}`, performance.now());
        inFlight.push(
          fetch(`${osmandUrl}/?id=${device.imei}&lat=${SYDNEY.lat + jitter()}&lon=${SYDNEY.lon + jitter()}&timestamp=${timestamp}`)
            .then((response) => response.arrayBuffer())
            .then(() => undefined, () => void (failed += 1)),
        );
      }
      if (sent >= seconds * 1000) {
        clearInterval(timer);
        resolve();
      }
    }, 10);
  });
  await Promise.all(inFlight);
  await new Promise((resolve) => setTimeout(resolve, 500));
  socket.close();
  return { reportsSent: sent, failed, eventsReceived: latencies.length, ...summarise(latencies) };
}

async function emailOf(database: BenchDatabase, userId: string): Promise<string> {
  const [row] = await database.raw('SELECT email FROM users WHERE id = $1', [userId]);
  return String(row!.email);
}
