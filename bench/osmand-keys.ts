/**
 * The OsmAnd port's identifier lookup and its answers to known and unknown identifiers. The lookup runs for every
 * report (no cache that a key change would have to reach on every process): its cost here is what that choice costs.
 * The answers are sent one at a time, a known identifier's and an unknown one's in turn, so both meet the same
 * database; what matters is how close the two columns are (the suite asserts no timing).
 */
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createTelemetryRepository } from '../apps/server/src/ingest/pipeline/telemetry.repository.js';
import { buildBenchApp } from './lib/app.js';
import type { BenchDatabase } from './lib/databases.js';
import { seedFleet } from './lib/ingest-fleet.js';
import { expectStored } from './lib/proof.js';
import { summarise, time } from './lib/stats.js';

const WARM_UP = 50;
const unknownKey = (i: number) => `0bad${String(i).padStart(20, '0')}`;

export async function benchOsmandKeys(database: BenchDatabase, { quick, check }: { quick: boolean; check: boolean }) {
  const runs = check ? 20 : quick ? 200 : 1000;
  const devices = check ? 100 : quick ? 500 : 5000;
  const fleet = await seedFleet(database.db, { accounts: check ? 4 : 20, devices, sessionsPerAccount: 0 });
  const keys = fleet.devices.map((device) => device.osmandKey);
  const keyAt = (i: number) => keys[i % keys.length]!;

  const telemetry = createTelemetryRepository(database.db);
  let i = 0;
  const lookupKnown = await time(runs, () => telemetry.findByOsmandKeys([keyAt(i++)]), 50);
  const lookupUnknown = await time(runs, () => telemetry.findByOsmandKeys([unknownKey(i++)]), 50);

  const app = await buildBenchApp(database);
  await app.osmand.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.osmand.server.address() as AddressInfo).port}`;
  const answer = async (id: string, samples: number[]) => {
    const started = performance.now();
    const response = await fetch(`${origin}/?id=${id}&lat=-33.86&lon=151.2&batt=80`);
    await response.text();
    samples.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`the listener answered ${response.status}`);
  };
  try {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let warm = 0; warm < WARM_UP; warm += 1) await answer(keyAt(warm), []);
    // Each known key reports once (its report is stored); an unknown one's is answered alike and stored nowhere.
    await expectStored(database, `osmand-keys ${database.kind}: known keys`, runs, async () => {
      for (let n = 0; n < runs; n += 1) {
        await answer(keyAt(WARM_UP + n), known);
        await answer(unknownKey(n), unknown);
      }
    });
    return {
      database: database.label,
      runs,
      lookupKnown,
      lookupUnknown,
      answerKnown: summarise(known),
      answerUnknown: summarise(unknown),
    };
  } finally {
    await app.close();
  }
}
