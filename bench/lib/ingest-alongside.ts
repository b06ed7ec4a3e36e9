import type { AddressInfo } from 'node:net';
import { buildBenchApp } from './app.js';
import type { BenchDatabase } from './databases.js';
import { seedFleet } from './ingest-fleet.js';
import { allOk, startLoadClient, type LoadClient } from './ingest-load.js';
import { nativeRequests } from './ingest-requests.js';
import { expectStored } from './proof.js';

const DEVICES = 64;
const BATCH = 50;
const IN_FLIGHT = 8;

/** Positions per second of `batches` native batches sent closed loop from `baseSeconds`, each proved stored. */
async function ingestRound(
  database: BenchDatabase,
  load: LoadClient,
  origin: string,
  devices: Parameters<typeof nativeRequests>[0],
  batches: number,
  baseSeconds: number,
) {
  const requests = nativeRequests(devices, batches, BATCH, baseSeconds);
  const result = await expectStored(
    database,
    `${database.kind} ingest alongside`,
    batches * BATCH,
    () => load.run({ mode: 'closed', origin, requests, concurrency: IN_FLIGHT }),
    devices.map((device) => device.id),
  );
  allOk(result, 'ingest alongside');
  return { positions: batches * BATCH, seconds: result.seconds };
}

/**
 * Native batch ingest through the app's HTTP port (a worker thread's closed loop), measured alone and then while
 * `work` runs, in rounds until it has ended: positions per second without and during it, every position proved
 * stored. What `work` answers is answered too, and every position the rounds stored.
 */
export async function ingestAlongside<T>(
  database: BenchDatabase,
  { batchesPerRound }: { batchesPerRound: number },
  work: () => Promise<T>,
) {
  const fleet = await seedFleet(database.db, {
    accounts: 2,
    devices: 0,
    nativeDevices: DEVICES,
    sessionsPerAccount: 0,
  });
  const app = await buildBenchApp(database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const load = startLoadClient();
  let base = Math.floor(Date.now() / 1000) - 48 * 3600;
  let stored = 0;
  const round = async (batches: number) => {
    const measured = await ingestRound(database, load, origin, fleet.nativeDevices, batches, base);
    base += Math.ceil(batches / DEVICES) * BATCH;
    stored += measured.positions;
    return measured;
  };
  try {
    await round(DEVICES);
    const alone = await round(batchesPerRound);
    let ended = false;
    const running = work().finally(() => void (ended = true));
    const during = { positions: 0, seconds: 0, rounds: 0 };
    while (!ended || during.rounds === 0) {
      const measured = await round(Math.max(1, Math.round(batchesPerRound / 4)));
      during.positions += measured.positions;
      during.seconds += measured.seconds;
      during.rounds += 1;
    }
    const aloneRate = Math.round(alone.positions / alone.seconds);
    const duringRate = Math.round(during.positions / during.seconds);
    return {
      result: await running,
      ingest: {
        alonePerSec: aloneRate,
        duringPerSec: duringRate,
        shareOfAlone: +(duringRate / aloneRate).toFixed(2),
        roundsDuring: during.rounds,
        positionsStored: stored,
      },
    };
  } finally {
    await load.close();
    await app.close();
  }
}
