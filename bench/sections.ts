/** Every benchmark of `npm run bench`, in the order they run, with the summary keys the JSON always carries. */
import { benchActivityMap } from './activity-map.js';
import { benchAddDevices } from './add-devices.js';
import { benchApi } from './api.js';
import { benchAuth } from './auth.js';
import { benchBilling } from './billing.js';
import { benchPlansPage } from './plans-page.js';
import { benchDeviceList } from './device-list.js';
import { benchGroups } from './groups.js';
import { benchGrowth } from './growth.js';
import { benchHistory } from './history.js';
import { benchHistoryCharts } from './history-charts.js';
import { benchTrips } from './trips.js';
import { benchHistoryRetention } from './history-retention.js';
import { benchIngest } from './ingest.js';
import { benchLive } from './live.js';
import { benchNotifications } from './notifications.js';
import { benchOsmandKeys } from './osmand-keys.js';
import { benchScaleOut } from './scale-out.js';
import { benchSilentDevices } from './silent-devices.js';
import { benchWeb } from './web.js';
import type { BenchDatabase } from './lib/databases.js';
import { busyServer, defaultLargeAccount } from './lib/large-account.js';
import type { Section, SectionContext } from './lib/sections.js';

const share = (value: unknown, of: unknown) =>
  typeof value === 'number' && typeof of === 'number' && of > 0 ? `${(value / of).toFixed(2)} of it` : '';

/** Runs `run` on each database of the context (PGlite first), each opened and closed in turn. */
async function onEachDatabase(context: SectionContext, run: (database: BenchDatabase) => Promise<unknown>) {
  const results: Record<string, unknown> = {};
  const opens = Object.entries(context.databases).filter((entry): entry is [string, () => Promise<BenchDatabase>] => Boolean(entry[1]));
  for (const [kind, open] of opens) {
    const database = await open();
    try {
      results[kind] = await run(database);
    } finally {
      await database.close();
    }
  }
  return results;
}

export const sections: Section[] = [
  {
    name: 'ingest',
    checked: true,
    keys: ['osmandPerSec', 'batchPerSec', 'rawInsertPerSec', 'copyPerSec', 'httpCeilingPerSec', 'database'],
    run: benchIngest,
    table: (f) => [
      { figure: 'ingest: raw multi-row INSERT', value: f.rawInsertPerSec, unit: 'positions/s', against: `COPY ${String(f.copyPerSec)}/s` },
      { figure: 'ingest: native batch', value: f.batchPerSec, unit: 'positions/s', against: `raw INSERT: ${share(f.batchPerSec, f.rawInsertPerSec)}` },
      { figure: 'ingest: OsmAnd HTTP', value: f.osmandPerSec, unit: 'positions/s', against: `bare Node HTTP ${String(f.httpCeilingPerSec)}/s: ${share(f.osmandPerSec, f.httpCeilingPerSec)}` },
    ],
  },
  {
    name: 'osmand-keys',
    keys: [],
    checked: true,
    run: (context) =>
      onEachDatabase(context, (database) => benchOsmandKeys(database, { quick: context.quick, check: context.check })),
  },
  {
    name: 'live',
    checked: true,
    keys: ['p50Ms', 'p99Ms', 'reportsPerSec', 'sockets', 'database'],
    run: benchLive,
    table: (f) => [
      { figure: 'live: report → socket event, p50', value: f.p50Ms, unit: 'ms', against: `${String(f.reportsPerSec)} reports/s, ${String(f.sockets)} sockets` },
      { figure: 'live: report → socket event, p99', value: f.p99Ms, unit: 'ms', against: 'aim < 100 ms' },
    ],
  },
  {
    name: 'history',
    checked: true,
    keys: ['rows', 'firstPageMs', 'deepPageMs', 'mapMs', 'csvRowsPerSec', 'csvPeakRssGrowthMB', 'database'],
    run: benchHistory,
    table: (f) => [
      { figure: 'history: first page, p50', value: f.firstPageMs, unit: 'ms', against: `${Number(f.rows).toLocaleString('en')} rows; aim < 5 ms` },
      { figure: 'history: deep page, p50', value: f.deepPageMs, unit: 'ms' },
      { figure: 'history: map call, p50', value: f.mapMs, unit: 'ms' },
      { figure: 'history: CSV export', value: f.csvRowsPerSec, unit: 'rows/s', against: `peak memory +${String(f.csvPeakRssGrowthMB)} MB during the export` },
    ],
  },
  {
    name: 'api',
    keys: ['requestsPerSec', 'p50Ms', 'p99Ms', 'users', 'errors', 'paced', 'database'],
    run: benchApi,
    table: (f) => {
      const paced = f.paced as { offeredPerSec: number; requestsPerSec: number; p50Ms: number; p99Ms: number } | null;
      return [
        { figure: 'api: mix, throughput', value: f.requestsPerSec, unit: 'requests/s', against: `${String(f.users)} users, ${String(f.errors)} errors` },
        { figure: 'api: mix, p99', value: f.p99Ms, unit: 'ms', against: `p50 ${String(f.p50Ms)} ms` },
        {
          figure: `api: paced at ${String(paced?.offeredPerSec)}/s, p99`,
          value: paced?.p99Ms,
          unit: 'ms',
          against: `aim < 250 ms; p50 ${String(paced?.p50Ms)} ms, ${String(paced?.requestsPerSec)} answered/s`,
        },
      ];
    },
  },
  {
    name: 'web',
    keys: ['signInGzipKB', 'overviewGzipKB', 'overviewUsableMs', 'overviewUsable10kMs', 'historyMapMs', 'historyMapPositions'],
    run: benchWeb,
    table: (f) => [
      { figure: 'web: sign-in route JS, gzipped', value: f.signInGzipKB, unit: 'KB', against: 'aim ≤ 150 KB' },
      { figure: 'web: overview JS, gzipped', value: f.overviewGzipKB, unit: 'KB' },
      { figure: 'web: overview usable, 1,000 devices', value: f.overviewUsableMs, unit: 'ms', against: 'aim < 1,500 ms' },
      { figure: 'web: overview usable, 10,000 devices', value: f.overviewUsable10kMs, unit: 'ms', against: 'aim < 3,000 ms' },
      { figure: 'web: history map drawn', value: f.historyMapMs, unit: 'ms', against: `${String(f.historyMapPositions)} positions` },
    ],
  },
  {
    name: 'scale-out',
    keys: ['oneProcess', 'twoProcesses', 'crossProcessLive'],
    fullOnly: true,
    table: (f) => {
      const rate = (run: unknown) => (run as { requestsPerSec?: number } | null)?.requestsPerSec;
      const p99 = (run: unknown) => (run as { p99Ms?: number } | null)?.p99Ms;
      return [
        { figure: 'scale-out: API mix, one process', value: rate(f.oneProcess), unit: 'requests/s', against: `p99 ${String(p99(f.oneProcess))} ms` },
        { figure: 'scale-out: API mix, two processes', value: rate(f.twoProcesses), unit: 'requests/s', against: `p99 ${String(p99(f.twoProcesses))} ms; ${share(rate(f.twoProcesses), rate(f.oneProcess)).replace('of it', '× one process')}` },
        { figure: 'scale-out: report on A → socket on B, p99', value: p99(f.crossProcessLive), unit: 'ms', against: 'through the Redis adapter' },
      ];
    },
    run: (context) => {
      if (!context.postgresUrl) throw new Error('needs PostgreSQL: several processes cannot share the embedded database');
      return benchScaleOut({ postgresUrl: context.postgresUrl, quick: context.quick, progress: context.progress });
    },
  },
  { name: 'auth', keys: [], fullOnly: true, run: ({ quick }) => benchAuth({ quick }) },
  {
    name: 'devices',
    keys: [],
    fullOnly: true,
    run: async (context) => ({
      thousandDevices: await onEachDatabase(context, (database) => benchDeviceList(database, { quick: context.quick, options: defaultLargeAccount })),
      busyServer: await onEachDatabase(context, (database) => benchDeviceList(database, { quick: context.quick, options: busyServer })),
    }),
  },
  { name: 'groups', keys: [], fullOnly: true, run: (context) => onEachDatabase(context, (database) => benchGroups(database, { quick: context.quick })) },
  {
    name: 'silent-devices',
    keys: [],
    fullOnly: true,
    checked: true,
    run: (context) =>
      onEachDatabase(context, (database) => benchSilentDevices(database, { quick: context.quick, check: context.check })),
  },
  {
    name: 'notifications',
    keys: [],
    fullOnly: true,
    checked: true,
    run: (context) =>
      onEachDatabase(context, (database) => benchNotifications(database, { quick: context.quick, check: context.check })),
  },
  {
    name: 'history-retention',
    keys: [],
    fullOnly: true,
    checked: true,
    run: (context) =>
      onEachDatabase(context, (database) => benchHistoryRetention(database, { quick: context.quick, check: context.check })),
  },
  {
    name: 'growth',
    keys: ['growth', 'perPosition', 'database'],
    fullOnly: true,
    run: benchGrowth,
    table: (f) => {
      const growth = f.growth as Record<string, { devices: number; positions: number; p50Ms: number; factor: number | null }[]>;
      return Object.entries(growth).map(([path, steps]) => ({
        figure: `growth: ${path}, p50 by size`,
        value: steps.map((step) => step.p50Ms).join(' → '),
        unit: 'ms',
        against: `×${steps.map((step) => step.factor ?? '').filter(String).join(', ×')} per tenfold data`,
      }));
    },
  },
  {
    name: 'add-devices',
    keys: [],
    fullOnly: true,
    checked: true,
    run: (context) => onEachDatabase(context, (database) => benchAddDevices(database, { check: context.check })),
  },
  {
    name: 'history-charts',
    keys: [],
    fullOnly: true,
    run: (context) => onEachDatabase(context, (database) => benchHistoryCharts(database, { quick: context.quick })),
  },
  {
    name: 'trips',
    keys: ['tripsCall', 'database'],
    checked: true,
    // A year of fixes every ten seconds is a PostgreSQL server's load; the embedded database takes part only without one.
    run: async (context) => {
      const database = await (context.databases.postgres ?? context.databases.pglite)();
      try {
        return await benchTrips(database, { quick: context.quick, check: context.check });
      } finally {
        await database.close();
      }
    },
    table: (f) => {
      const p = (summary: unknown) => summary as { p50Ms: number; p99Ms: number };
      const data = f.data as { rows: number; rangeDays: number; positionsRead: number; trips: number };
      return [
        {
          figure: `trips: ${data.rangeDays} days of trips and stops, p50`,
          value: p(f.tripsCall).p50Ms,
          unit: 'ms',
          against: `${data.positionsRead.toLocaleString('en')} positions read alone p50 ${p(f.readingAlone).p50Ms} ms; ${data.trips} trips; ${data.rows.toLocaleString('en')} stored`,
        },
        { figure: 'trips: the same as CSV, p50', value: p(f.csvCall).p50Ms, unit: 'ms', against: 'aim < 2 s for a month' },
      ];
    },
  },
  { name: 'activity-map', keys: [], fullOnly: true, run: ({ quick }) => benchActivityMap({ quick }) },
  {
    name: 'billing',
    keys: ['plans', 'plansCold', 'plansWarm', 'currentSubscriptions', 'previewChange', 'subscribe', 'paymentHistory', 'invoicePdf', 'eventDeliveryMs', 'database'],
    run: async (context) => {
      const results = (await onEachDatabase(context, (database) => benchBilling(database, { quick: context.quick }))) as Record<string, Record<string, unknown>>;
      return { ...(results.postgres ?? results.pglite), details: results };
    },
    table: (f) => {
      const p = (summary: unknown) => summary as { p50Ms: number; p99Ms: number };
      const history = f.paymentHistory as { payments: number; firstPage: unknown; deepPage: unknown };
      const pdf = f.invoicePdf as { first: unknown; again: unknown };
      return [
        { figure: 'billing: plans page call, first (from the provider)', value: p(f.plansCold).p50Ms, unit: 'ms', against: `${String(f.plans)} plans` },
        { figure: 'billing: plans page call, p99 (kept a minute)', value: p(f.plansWarm).p99Ms, unit: 'ms', against: `p50 ${p(f.plansWarm).p50Ms} ms; aim p99 < 50 ms` },
        { figure: "billing: device's subscriptions, p99", value: p(f.currentSubscriptions).p99Ms, unit: 'ms', against: `p50 ${p(f.currentSubscriptions).p50Ms} ms; aim p99 < 50 ms` },
        { figure: 'billing: preview of a plan change, p99', value: p(f.previewChange).p99Ms, unit: 'ms', against: `p50 ${p(f.previewChange).p50Ms} ms; aim p99 < 50 ms` },
        { figure: 'billing: Subscribe round trip, p99', value: p(f.subscribe).p99Ms, unit: 'ms', against: `p50 ${p(f.subscribe).p50Ms} ms; aim p99 < 150 ms` },
        { figure: 'billing: payment history page, p99', value: p(history.deepPage).p99Ms, unit: 'ms', against: `page in the middle of ${history.payments.toLocaleString('en')} payments; first page p99 ${p(history.firstPage).p99Ms} ms; aim < 20 ms` },
        { figure: 'billing: invoice PDF, p99', value: p(pdf.again).p99Ms, unit: 'ms', against: `first ${p(pdf.first).p50Ms} ms; aim < 200 ms` },
      ];
    },
  },
  {
    name: 'plans-page',
    keys: ['plans', 'painted'],
    run: ({ quick }) => benchPlansPage({ quick }),
    table: (f) => [
      { figure: 'web: Update Plan tab painted, p50', value: (f.painted as { p50Ms: number } | undefined)?.p50Ms, unit: 'ms', against: `${String(f.plans)} plans, cold` },
    ],
  },
];
