/**
 * The overview's first render with 1,000 devices on the account, in Debian's Chromium through Playwright: the
 * built app served by the real server (apps/server/dist/main.js) on a temporary embedded database, the session
 * put in localStorage as the sign-in page leaves it, then the time from navigation to the first device of the list
 * on screen, cold (new browser context, empty cache) and warm (a reload), and the bytes the page loaded.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM, chromiumLaunchOptions } from '../scripts/lib/chromium.mjs';
import { openBenchPglite } from './lib/databases.js';
import { defaultLargeAccount, seedLargeAccount } from './lib/large-account.js';
import { ensureBuilt, serveApp, storeSession, type BrowserPerformance, type ServedApp } from './lib/served-app.js';
import { summarise } from './lib/stats.js';

const VIEWS = ['combo', 'grid', 'list'] as const;

interface Load {
  ms: number;
  /** What showed first: an element marked data-testid=device-card, or only the first device's name. */
  matched: string;
  scriptBytes: number;
  apiBytes: number;
  totalBytes: number;
  findCalls: number;
}

/** Navigates to the overview and waits until the first device's card (or, whatever the markup, its name) shows. */
async function loadOverview(page: Page, baseUrl: string, firstName: string, reload: boolean): Promise<Load> {
  const main = page.locator('main');
  const firstDevice = main
    .getByTestId('device-card')
    .first()
    .or(main.getByText(firstName, { exact: true }).first())
    .first();
  const started = Date.now();
  if (reload) await page.reload({ waitUntil: 'commit' });
  else await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
  await firstDevice.waitFor({ state: 'visible', timeout: 60_000 });
  const ms = Date.now() - started;
  const matched = (await main.getByTestId('device-card').count()) > 0 ? 'device-card' : 'name';
  // Runs in the page; typed by hand because this package's TypeScript has no DOM library.
  const resources = await page.evaluate(() =>
    (performance as unknown as BrowserPerformance).getEntriesByType('resource').map((entry) => ({
      name: entry.name,
      type: entry.initiatorType ?? '',
      // Bytes over the network (headers included); 0 for what came from the browser's cache.
      bytes: entry.transferSize ?? 0,
      startMs: Math.round(entry.startTime ?? 0),
      endMs: Math.round(entry.responseEnd ?? 0),
    })),
  );
  // BENCH_DEBUG=1 prints each load's waterfall (start-end ms after navigation, bytes, path) to stderr.
  if (process.env.BENCH_DEBUG)
    console.error(
      JSON.stringify(
        {
          ms,
          reload,
          resources: resources.map((r) => `${r.startMs}-${r.endMs} ${r.bytes} ${r.name.replace(baseUrl, '')}`),
        },
        null,
        1,
      ),
    );
  const navigation = await page.evaluate(
    () => (performance as unknown as BrowserPerformance).getEntriesByType('navigation')[0]?.transferSize ?? 0,
  );
  const sum = (list: typeof resources) => list.reduce((total, entry) => total + entry.bytes, 0);
  const api = resources.filter((entry) => entry.name.includes('/api/'));
  return {
    ms,
    matched,
    scriptBytes: sum(resources.filter((entry) => entry.type === 'script' || /\.m?js(\?|$)/.test(entry.name))),
    apiBytes: sum(api),
    totalBytes: navigation + sum(resources),
    findCalls: api.filter((entry) => entry.name.includes('/api/devices/find/')).length,
  };
}

export async function benchFirstRender({ quick = false }: { quick?: boolean } = {}) {
  if (!existsSync(CHROMIUM)) return { skipped: `${CHROMIUM} is missing (apt-get install -y chromium)` };
  await ensureBuilt();

  const dataDir = mkdtempSync(join(tmpdir(), 'lodestar-bench-render-'));
  let app: ServedApp | undefined;
  let browser: Browser | undefined;
  try {
    // The embedded database takes one process at a time: seed it, close it, then start the server on it.
    const database = await openBenchPglite(join(dataDir, 'pglite'));
    const account = await seedLargeAccount(database.db, defaultLargeAccount);
    await database.close();

    app = await serveApp(dataDir);
    const { baseUrl } = app;
    const authHeader = await app.signIn(account.email, account.password);

    browser = await chromium.launch(chromiumLaunchOptions());
    const rounds = quick ? 2 : 5;
    const figures: Record<string, unknown> = {};
    for (const viewType of VIEWS) {
      const cold: Load[] = [];
      const warm: Load[] = [];
      for (let round = 0; round < rounds; round += 1) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        // Showing every device type.
        await storeSession(context, { authHeader, deviceUUID: null, viewType, deviceTypeFilter: 'all' });
        const page = await context.newPage();
        cold.push(await loadOverview(page, baseUrl, account.firstName, false));
        warm.push(await loadOverview(page, baseUrl, account.firstName, true));
        await context.close();
      }
      const first = cold[0]!;
      figures[viewType] = {
        coldToFirstDevice: summarise(cold.map((load) => load.ms)),
        warmToFirstDevice: summarise(warm.map((load) => load.ms)),
        matched: first.matched,
        coldBytes: {
          script: first.scriptBytes,
          api: first.apiBytes,
          total: first.totalBytes,
          findCalls: first.findCalls,
        },
        warmBytes: { total: warm[0]!.totalBytes, api: warm[0]!.apiBytes },
      };
    }
    return {
      browser: `Chromium ${browser.version()}, 1280×800, same machine as the server`,
      server: 'apps/server/dist/main.js, NODE_ENV=production, embedded PGlite on disk, no response compression',
      account: { ...account.rows, visibleToAccount: account.visible },
      waitedFor: `main [data-testid=device-card], or "${account.firstName}" in main`,
      views: figures,
    };
  } finally {
    await browser?.close();
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
