/**
 * The overview's find call with 1,000 devices on the account (GET /api/devices/find/{userId}): the first page,
 * a middle page, a search, a type filter and the menus' fetch of every device (perPage 999, its `responseBytes`
 * the figure to keep under 1 MB), through the real app
 * in process (`inject`: routing, session check, query, serialisation; no network). On PostgreSQL and on PGlite the
 * query the repository sends is also EXPLAINed once (ANALYZE), to show its time and which indexes it uses.
 */
import { buildBenchApp, signInTo } from './lib/app.js';
import type { BenchDatabase } from './lib/databases.js';
import { explain } from './lib/explain.js';
import { defaultLargeAccount, seedLargeAccount, type LargeAccountOptions } from './lib/large-account.js';
import { time } from './lib/stats.js';

export async function benchDeviceList(
  database: BenchDatabase,
  { quick = false, options = defaultLargeAccount }: { quick?: boolean; options?: LargeAccountOptions } = {},
) {
  const seedStart = performance.now();
  const account = await seedLargeAccount(database.db, options);
  const seedMs = Math.round(performance.now() - seedStart);

  const app = await buildBenchApp(database);
  try {
    const authHeader = await signInTo(app, account.email, account.password);
    const totalPages = Math.ceil(account.visible / 6);
    const cases = {
      firstPage: '?type=all&page=1&perPage=6',
      middlePage: `?type=all&page=${Math.ceil(totalPages / 2)}&perPage=6`,
      search: '?type=all&name=Asset%20050&page=1&perPage=6',
      typeFilter: '?type=smart_lock&page=1&perPage=6',
      menusAll: '?type=all&page=0&perPage=999',
    };
    const runs = (name: string) => (name === 'menusAll' ? (quick ? 5 : 30) : quick ? 30 : 200);

    const figures: Record<string, unknown> = {};
    for (const [name, query] of Object.entries(cases)) {
      const find = (headers: Record<string, string> = {}) =>
        app.inject({
          method: 'GET',
          url: `/api/devices/find/${account.userId}${query}`,
          headers: { authorization: authHeader, ...headers },
        });
      // As a browser asks: the answer compressed when it is large enough to be worth it (http/api-compression.ts).
      const call = () => find({ 'accept-encoding': 'gzip, deflate, br' });
      const sample = await find();
      const sent = await call();
      if (sample.statusCode !== 200)
        throw new Error(`${name}: GET find answered ${sample.statusCode}: ${sample.body.slice(0, 200)}`);
      const listed = (sample.json() as { data: { devicePicture: string; devicePictureUrl: string | null }[] }).data;
      figures[name] = {
        query,
        ...(await time(runs(name), call, 3)),
        devices: listed.length,
        total: Number(sample.headers['x-total-count']),
        responseBytes: sample.rawPayload.length,
        // What a browser receives: compressed (Brotli) past the API's threshold.
        wireBytes: sent.rawPayload.length,
        contentEncoding: sent.headers['content-encoding'] ?? null,
        // The pictures travel at their own addresses; the list carries those (and no picture bytes).
        pictureBytes: listed.reduce((sum, device) => sum + device.devicePicture.length, 0),
        pictureUrlBytes: listed.reduce((sum, device) => sum + (device.devicePictureUrl?.length ?? 0), 0),
      };
    }

    // The SQL the repository sends for the first page and for every device, EXPLAINed as sent.
    const plans: Record<string, unknown> = {};
    for (const [name, query] of [
      ['firstPage', cases.firstPage],
      ['menusAll', cases.menusAll],
    ] as const) {
      database.clearLog();
      await app.inject({
        method: 'GET',
        url: `/api/devices/find/${account.userId}${query}`,
        headers: { authorization: authHeader },
      });
      const listQuery = database.log.find((q) => /from "devices"/i.test(q.sql) && /order by/i.test(q.sql));
      const countQuery = database.log.find((q) => /^select count\(\*\) from "devices"/i.test(q.sql));
      plans[name] = {
        list: listQuery ? await explain(database, listQuery) : 'the list query was not seen in the query log',
        count: countQuery ? await explain(database, countQuery) : 'the count query was not seen in the query log',
      };
    }

    return {
      database: database.label,
      data: {
        ...account.rows,
        visibleToAccount: account.visible,
        ownDevices: options.own,
        pictures: options.pictures,
        seedMs,
      },
      find: figures,
      explainAnalyze: plans,
    };
  } finally {
    await app.close();
  }
}
