/**
 * Report to socket event: OsmAnd reports sent at a steady 1,000 a second (open loop: whatever the answers
 * do) while 200 signed-in browsers' sockets are connected, five to an account, each in its account's room; the
 * latency of every location-history-insert every socket received, from the moment its report left the load client.
 * Load, sockets and server each run in their own thread; on the primary database (PostgreSQL when one answers).
 */
import type { AddressInfo } from 'node:net';
import { buildBenchApp } from './lib/app.js';
import { seedFleet } from './lib/ingest-fleet.js';
import { allOk, startLoadClient } from './lib/ingest-load.js';
import { osmandRequests, reports } from './lib/ingest-requests.js';
import { expectCount, expectStored } from './lib/proof.js';
import { connectBrowsers } from './lib/live-sockets.js';
import type { SectionContext } from './lib/sections.js';
import { summarise } from './lib/stats.js';

const RATE = 1000;
const SOCKETS_PER_ACCOUNT = 5;

export async function benchLive({
  databases,
  quick,
  check,
  progress,
}: Pick<SectionContext, 'databases' | 'quick' | 'check' | 'progress'>) {
  const sizes = check
    ? { accounts: 4, devices: 500, seconds: 0.5 }
    : { accounts: 40, devices: quick ? 300 : 1000, seconds: quick ? 2 : 10 };
  const database = await (databases.postgres ?? databases.pglite)();
  const app = await buildBenchApp(database);
  const load = startLoadClient();
  try {
    const fleet = await seedFleet(database.db, {
      accounts: sizes.accounts,
      devices: sizes.devices,
      sessionsPerAccount: SOCKETS_PER_ACCOUNT,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    await app.osmand.listen({ port: 0, host: '127.0.0.1' });
    const osmandOrigin = `http://127.0.0.1:${(app.osmand.server.address() as AddressInfo).port}`;
    const now = Math.floor(Date.now() / 1000);
    // A round of every device before the sockets join: place names loaded, devices known, code warm.
    await expectStored(database, 'live warm-up', fleet.devices.length, async () =>
      allOk(
        await load.run({
          mode: 'closed',
          origin: osmandOrigin,
          requests: osmandRequests(reports(fleet.devices, fleet.devices.length, now - 7200)),
          concurrency: 64,
        }),
        'warm-up',
      ),
    );

    const browsers = await connectBrowsers(
      `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
      fleet.accounts.flatMap((account) =>
        account.sessions.map((authorization) => ({ authorization, room: account.id })),
      ),
    );
    const sent = reports(fleet.devices, Math.round(RATE * sizes.seconds), now - 3600);
    progress(
      `live: ${sent.length} reports at ${RATE}/s to ${fleet.accounts.length * SOCKETS_PER_ACCOUNT} sockets on ${database.label}`,
    );
    const result = await expectStored(database, 'live', sent.length, () =>
      load.run({ mode: 'open', origin: osmandOrigin, requests: osmandRequests(sent), ratePerSec: RATE }),
    );
    allOk(result, 'live reports');
    const eventsExpected = sent.length * SOCKETS_PER_ACCOUNT;
    const receipts = await browsers.collect(eventsExpected);

    const sentAt = new Map(sent.map((report, i) => [`${report.device.id}:${report.timestamp}`, result.sentAt![i]!]));
    const latencies = receipts.locations.flatMap(({ key, at }) => (sentAt.has(key) ? [at - sentAt.get(key)!] : []));
    expectCount('live: socket events received of events expected', latencies.length, eventsExpected);
    const { p50Ms, p99Ms, ...rest } = summarise(latencies);
    const first = result.sentAt![0]!;
    const last = result.sentAt![result.sentAt!.length - 1]!;
    return {
      p50Ms,
      p99Ms,
      reportsPerSec: Math.round(((sent.length - 1) * 1000) / (last - first)),
      sockets: fleet.accounts.length * SOCKETS_PER_ACCOUNT,
      reportsSent: sent.length,
      eventsReceived: latencies.length,
      database: database.label,
      details: {
        ...rest,
        eventsExpected,
        deviceUpdatesReceived: receipts.deviceUpdates,
        answers: result.statuses,
        accounts: sizes.accounts,
        devices: sizes.devices,
        socketsPerAccount: SOCKETS_PER_ACCOUNT,
      },
    };
  } finally {
    await load.close();
    await app.close();
    await database.close();
  }
}
