/**
 * The device data path under load: positions per second through the OsmAnd listener (keep-alive, many
 * devices in flight) and the native batch call, next to the multi-row INSERT and COPY rates of the same rows into
 * the same database, and next to a bare Node HTTP server answering the same OsmAnd requests from the same load
 * client (the ceiling of the HTTP layer). The load comes from a worker thread, so client and server each get a core.
 * On PGlite and, when one answers, PostgreSQL, one after the other in the same run.
 */
import type { AddressInfo } from 'node:net';
import { buildBenchApp } from './lib/app.js';
import type { BenchDatabase } from './lib/databases.js';
import { copyRate, rawInsertRate } from './lib/ingest-bulk-write.js';
import { explainCommit } from './lib/ingest-explain.js';
import { startBareHttpServer } from './lib/ingest-ceiling.js';
import { seedFleet, type Fleet } from './lib/ingest-fleet.js';
import { allOk, startLoadClient, type LoadClient, type LoadRequest } from './lib/ingest-load.js';
import { nativeRequests, osmandRequests, positionRows, reports } from './lib/ingest-requests.js';
import { expectStored } from './lib/proof.js';
import type { SectionContext } from './lib/sections.js';

const sizesFor = ({ quick, check }: Pick<SectionContext, 'quick' | 'check'>) =>
  check
    ? {
        accounts: 4,
        devices: 64,
        bulkRows: 500,
        osmand: 640,
        osmandInFlight: 32,
        batches: 8,
        batchSize: 50,
        batchesInFlight: 4,
      }
    : quick
      ? {
          accounts: 10,
          devices: 512,
          bulkRows: 2000,
          osmand: 6000,
          osmandInFlight: 512,
          batches: 30,
          batchSize: 100,
          batchesInFlight: 16,
        }
      : {
          accounts: 50,
          devices: 2048,
          bulkRows: 50_000,
          osmand: 40_000,
          osmandInFlight: 1024,
          batches: 600,
          batchSize: 100,
          batchesInFlight: 32,
        };
type Sizes = ReturnType<typeof sizesFor>;

interface IngestFigures {
  osmandPerSec: number;
  batchPerSec: number;
  rawInsertPerSec: number;
  copyPerSec: number;
  httpCeilingPerSec: number;
  database: string;
  commitPlans: Awaited<ReturnType<typeof explainCommit>>;
}

const perSec = (count: number, seconds: number) => Math.round(count / seconds);
const hoursAgo = (hours: number) => Math.floor(Date.now() / 1000) - hours * 3600;

/** Answered requests per second of a closed-loop run of `requests` against `origin`. */
async function closedRate(
  load: LoadClient,
  what: string,
  origin: string,
  requests: LoadRequest[],
  concurrency: number,
  perRequest = 1,
) {
  const result = await load.run({ mode: 'closed', origin, requests, concurrency });
  return perSec(allOk(result, what) * perRequest, result.seconds);
}

async function measure(
  database: BenchDatabase,
  sizes: Sizes,
  load: LoadClient,
  progress: (line: string) => void,
): Promise<IngestFigures> {
  const fleet: Fleet = await seedFleet(database.db, {
    accounts: sizes.accounts,
    devices: sizes.devices,
    nativeDevices: sizes.devices,
    sessionsPerAccount: 0,
  });
  const stored = <T>(what: string, expected: number, work: () => Promise<T>) =>
    expectStored(database, `${database.kind} ${what}`, expected, work);
  const app = await buildBenchApp(database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  await app.osmand.listen({ port: 0, host: '127.0.0.1' });
  const apiOrigin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const osmandOrigin = `http://127.0.0.1:${(app.osmand.server.address() as AddressInfo).port}`;
  const bare = await startBareHttpServer();
  try {
    const bulk = positionRows(reports(fleet.devices, sizes.bulkRows, hoursAgo(40)));
    const rawInsertPerSec = Math.round(await stored('raw INSERT', bulk.length, () => rawInsertRate(database, bulk)));
    const copied = positionRows(reports(fleet.devices, sizes.bulkRows, hoursAgo(30)));
    const copyPerSec = Math.round(await stored('COPY', copied.length, () => copyRate(database, copied)));
    progress(`ingest ${database.kind}: raw INSERT ${rawInsertPerSec}/s, COPY ${copyPerSec}/s`);

    // A round of every device first: place names loaded, devices known to the listener, code warm on both servers.
    const warmUp = osmandRequests(reports(fleet.devices, fleet.devices.length, hoursAgo(20)));
    await stored('OsmAnd warm-up', warmUp.length, () =>
      closedRate(load, 'OsmAnd warm-up', osmandOrigin, warmUp, sizes.osmandInFlight),
    );
    await closedRate(load, 'bare HTTP warm-up', bare.origin, warmUp, sizes.osmandInFlight);
    const osmand = osmandRequests(reports(fleet.devices, sizes.osmand, hoursAgo(19)));
    const osmandPerSec = await stored('OsmAnd', osmand.length, () =>
      closedRate(load, 'OsmAnd', osmandOrigin, osmand, sizes.osmandInFlight),
    );
    const httpCeilingPerSec = await closedRate(load, 'bare HTTP', bare.origin, osmand, sizes.osmandInFlight);
    progress(`ingest ${database.kind}: OsmAnd ${osmandPerSec}/s, bare HTTP ${httpCeilingPerSec}/s`);

    // Each native device's first batch too before the clock runs: a quick run's batches are mostly first ones.
    const nativeWarmUp = nativeRequests(fleet.nativeDevices, fleet.nativeDevices.length, 1, hoursAgo(12));
    await stored('native warm-up', nativeWarmUp.length, () =>
      closedRate(load, 'native warm-up', apiOrigin, nativeWarmUp, sizes.batchesInFlight),
    );
    const batches = nativeRequests(fleet.nativeDevices, sizes.batches, sizes.batchSize, hoursAgo(10));
    const batchPerSec = await stored('native batch', sizes.batches * sizes.batchSize, () =>
      closedRate(load, 'native batch', apiOrigin, batches, sizes.batchesInFlight, sizes.batchSize),
    );
    progress(`ingest ${database.kind}: native batch ${batchPerSec}/s`);

    database.clearLog();
    await closedRate(
      load,
      'OsmAnd',
      osmandOrigin,
      osmandRequests(reports(fleet.devices, fleet.devices.length, hoursAgo(1))),
      sizes.osmandInFlight,
    );
    const commitPlans = await explainCommit(database);
    return {
      osmandPerSec,
      batchPerSec,
      rawInsertPerSec,
      copyPerSec,
      httpCeilingPerSec,
      database: database.label,
      commitPlans,
    };
  } finally {
    await bare.close();
    await app.close();
  }
}

export async function benchIngest({
  databases,
  quick,
  check,
  progress,
}: Pick<SectionContext, 'databases' | 'quick' | 'check' | 'progress'>) {
  const sizes = sizesFor({ quick, check });
  const load = startLoadClient();
  const figures: Partial<Record<'pglite' | 'postgres', IngestFigures>> = {};
  try {
    for (const kind of ['pglite', 'postgres'] as const) {
      const open = databases[kind];
      if (!open) continue;
      const database = await open();
      try {
        figures[kind] = await measure(database, sizes, load, progress);
      } finally {
        await database.close();
      }
    }
  } finally {
    await load.close();
  }
  const primary = (figures.postgres ?? figures.pglite)!;
  const share = (part: number, whole: number | null) => (whole ? +(part / whole).toFixed(2) : null);
  const { osmandPerSec, batchPerSec, rawInsertPerSec, copyPerSec, httpCeilingPerSec, database } = primary;
  return {
    osmandPerSec,
    batchPerSec,
    rawInsertPerSec,
    copyPerSec,
    httpCeilingPerSec,
    database,
    details: {
      ...figures,
      sizes,
      batchShareOfRaw: share(primary.batchPerSec, primary.rawInsertPerSec),
      osmandShareOfCeiling: share(primary.osmandPerSec, primary.httpCeilingPerSec),
      load: 'node:http keep-alive client in a worker thread; server in the main thread',
    },
  };
}
