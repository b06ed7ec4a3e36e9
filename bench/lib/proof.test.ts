import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBenchPglite, type BenchDatabase } from './databases.js';
import { copyRate } from './ingest-bulk-write.js';
import { seedFleet, type Fleet } from './ingest-fleet.js';
import { positionRows, reports } from './ingest-requests.js';
import { expectStored } from './proof.js';

let database: BenchDatabase;
let fleet: Fleet;
beforeAll(async () => {
  database = await openBenchPglite();
  fleet = await seedFleet(database.db, { accounts: 1, devices: 2, sessionsPerAccount: 0 });
});
afterAll(() => database.close());

describe('a figure proved by the positions it stored', () => {
  it('stands when every report was stored', async () => {
    const rows = positionRows(reports(fleet.devices, 6, 1_700_000_000));
    await expect(expectStored(database, 'ingest COPY', 6, () => copyRate(database, rows))).resolves.toBeGreaterThan(0);
  });

  it('fails, naming what it measured, when the reports were answered but thrown away', async () => {
    await expect(expectStored(database, 'ingest OsmAnd', 40, async () => 5060)).rejects.toThrow(
      'ingest OsmAnd: positions stored of reports sent: 0 of 40',
    );
  });
});
