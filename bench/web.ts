/**
 * The web section of `npm run bench`, in Debian's Chromium through Playwright on the built app served by the real
 * server (apps/server/dist/main.js, production, embedded PGlite), map tiles answered with a blank PNG:
 *
 * - signInGzipKB / overviewGzipKB: the JavaScript the browser loaded (resource timing) to show /login signed out,
 *   and / signed in until the overview is usable and the network is idle, in a new context (empty cache): gzipped
 *   size as the server serves it to a gzip-only client, or gzip -9 here of each file it serves uncompressed
 *   (`details.*.scripts.gzipMeasuredAs` counts the files measured each way);
 * - overviewUsableMs: navigation to a usable overview of an account with 1,000 devices (first-render.ts says
 *   exactly what usable means), cold, p50; overviewUsable10kMs the same with 10,000 (full runs, null in quick ones);
 * - historyMapMs / historyMapPositions: in that overview, from choosing the history map's largest page in its
 *   "Per page" menu to that many numbered markers on the map, two frames later (p50), and the markers counted.
 *
 * BENCH_WEB_DIST=<dir> measures the web build in <dir> instead of apps/web/dist (another commit's build, to compare).
 */
import { existsSync } from 'node:fs';
import { mapPerPageOptions } from '@lodestar/contract';
import type { Browser, Page } from '@playwright/test';
import { CHROMIUM } from '../scripts/lib/chromium.mjs';
import { HISTORY_MARKER, openOverview, overviewContext, overviewViews, type OverviewAccount } from './first-render.js';
import type { BenchDatabase } from './lib/databases.js';
import { inPage } from './lib/in-page.js';
import { defaultLargeAccount, seedLargeAccount, type LargeAccountOptions } from './lib/large-account.js';
import { scriptBytes } from './lib/script-bytes.js';
import { ensureBuilt, withSeededApp, type ServedApp } from './lib/served-app.js';
import { summarise } from './lib/stats.js';
import { insertTracks } from './lib/tracks.js';

const LARGEST_MAP_PAGE = Math.max(...mapPerPageOptions);

/** The 1,000-device account; its first device (the one the overview selects) has the largest map page of positions. */
export async function seedOverviewAccount(
  database: BenchDatabase,
  options: LargeAccountOptions = defaultLargeAccount,
): Promise<OverviewAccount> {
  const account = await seedLargeAccount(database.db, options);
  await insertTracks(database, {
    userId: account.userId,
    positions: LARGEST_MAP_PAGE,
    deviceUUIDs: [account.firstDeviceUUID],
  });
  return { account, firstDevicePositions: LARGEST_MAP_PAGE };
}

/** /login signed out, in a new context, until its form shows and the network is idle: its scripts. */
async function measureSignIn(browser: Browser, app: ServedApp) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/login`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Continue' }).waitFor({ timeout: 60_000 });
    const formMs = (await page.evaluate('performance.now()')) as number;
    await page.waitForLoadState('networkidle');
    return { formShownMs: +formMs.toFixed(2), scripts: await scriptBytes(page, app.baseUrl) };
  } finally {
    await context.close();
  }
}

/** In a usable overview: chooses the largest page in the map's "Per page" menu and waits until it is drawn. */
async function openLargestMapPage(page: Page, expected: number) {
  await page.getByRole('combobox', { name: 'Per page' }).click();
  await page.getByRole('option', { name: String(LARGEST_MAP_PAGE), exact: true }).waitFor();
  return (await page.evaluate(
    inPage(`
  const option = [...document.querySelectorAll('[role="option"]')].find((o) => o.textContent === '${LARGEST_MAP_PAGE}');
  const markers = () => document.querySelectorAll(${JSON.stringify(HISTORY_MARKER)}).length;
  const chosenAt = performance.now();
  option.click();
  while (markers() !== ${expected}) await frame();
  const drawnAt = await drawn();
  const answer = performance
    .getEntriesByType('resource')
    .find((entry) => entry.name.includes('/api/history/map/') && entry.name.includes('perPage=${LARGEST_MAP_PAGE}'));
  return { ms: drawnAt - chosenAt, positions: markers(), answerMs: answer ? answer.responseEnd - answer.startTime : null };`),
  )) as { ms: number; positions: number; answerMs: number | null };
}

/** Every figure of the section on a served app, `rounds` cold loads of the overview (views only when `allViews`). */
export async function measureWeb(
  app: ServedApp,
  browser: Browser,
  overview: OverviewAccount,
  { rounds, allViews, progress }: { rounds: number; allViews: boolean; progress: (line: string) => void },
) {
  progress('web: sign-in route');
  const signIn = await measureSignIn(browser, app);
  const authHeader = await app.signIn(overview.account.email, overview.account.password);
  const loads = [];
  const maps = [];
  let overviewScripts;
  for (let round = 0; round < rounds; round += 1) {
    progress(`web: overview and history map, round ${round + 1} of ${rounds}`);
    const context = await overviewContext(browser, app, authHeader);
    const page = await context.newPage();
    loads.push(await openOverview(page, app.baseUrl, overview));
    if (round === 0) {
      await page.waitForLoadState('networkidle');
      overviewScripts = await scriptBytes(page, app.baseUrl);
    }
    maps.push(await openLargestMapPage(page, Math.min(LARGEST_MAP_PAGE, overview.firstDevicePositions)));
    await context.close();
  }
  const usable = summarise(loads.map((load) => load.usableMs));
  const historyMap = summarise(maps.map((map) => map.ms));
  return {
    signInGzipKB: signIn.scripts.gzipKB,
    overviewGzipKB: overviewScripts!.gzipKB,
    overviewUsableMs: usable.p50Ms,
    historyMapMs: historyMap.p50Ms,
    historyMapPositions: Math.min(...maps.map((map) => map.positions)),
    details: {
      browser: `Chromium ${browser.version()}, 1280×800, new context (empty cache) each round, same machine as the server`,
      account: { ...overview.account.rows, visibleToAccount: overview.account.visible },
      signIn,
      overview: {
        usableMeans:
          'navigation start → first device name visible in main AND the selected device history map showing one marker per position of its first page, + 2 frames',
        scripts: overviewScripts,
        usable,
        firstDevice: summarise(loads.map((load) => load.firstDeviceMs)),
        historyReady: summarise(loads.map((load) => load.historyReadyMs)),
        apiBytes: loads[0]!.apiBytes,
        findCalls: loads[0]!.findCalls,
      },
      historyMap: {
        means: `"Per page" ${LARGEST_MAP_PAGE} chosen → ${LARGEST_MAP_PAGE} numbered markers on the map, + 2 frames`,
        drawn: historyMap,
        answer: summarise(maps.flatMap((map) => (map.answerMs === null ? [] : [map.answerMs]))),
      },
      ...(allViews ? { views: await overviewViews(browser, app, overview, rounds) } : {}),
    },
  };
}

/** The same account grown to 10,000 devices of its own (full runs): the overview's cold loads, usable p50. */
async function measureTenThousand(rounds: number, progress: (line: string) => void) {
  progress('web: seeding 10,000 devices and serving the built app');
  const tenThousand: LargeAccountOptions = { ...defaultLargeAccount, own: 10_000, pictures: 'own' };
  return withSeededApp(
    (database) => seedOverviewAccount(database, tenThousand),
    async (app, browser, overview) => {
      const authHeader = await app.signIn(overview.account.email, overview.account.password);
      const loads = [];
      for (let round = 0; round < rounds; round += 1) {
        progress(`web: overview with 10,000 devices, round ${round + 1} of ${rounds}`);
        const context = await overviewContext(browser, app, authHeader);
        loads.push(await openOverview(await context.newPage(), app.baseUrl, overview));
        await context.close();
      }
      return {
        visibleToAccount: overview.account.visible,
        usable: summarise(loads.map((load) => load.usableMs)),
        firstDevice: summarise(loads.map((load) => load.firstDeviceMs)),
        apiBytes: loads[0]!.apiBytes,
      };
    },
    { webDistDir: process.env.BENCH_WEB_DIST },
  );
}

export async function benchWeb({
  quick = false,
  progress = () => {},
}: {
  quick?: boolean;
  progress?: (line: string) => void;
}) {
  if (!existsSync(CHROMIUM)) return { skipped: `${CHROMIUM} is missing (apt-get install -y chromium)` };
  progress('web: building the app if stale');
  await ensureBuilt();
  progress('web: seeding 1,000 devices and serving the built app');
  const figures = await withSeededApp(
    (database) => seedOverviewAccount(database),
    (app, browser, overview) =>
      measureWeb(app, browser, overview, { rounds: quick ? 2 : 5, allViews: !quick, progress }),
    { webDistDir: process.env.BENCH_WEB_DIST },
  );
  if (quick) return { ...figures, overviewUsable10kMs: null };
  const tenThousand = await measureTenThousand(3, progress);
  return {
    ...figures,
    overviewUsable10kMs: tenThousand.usable.p50Ms,
    details: { ...figures.details, overviewTenThousand: tenThousand },
  };
}
