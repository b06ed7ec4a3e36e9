/**
 * The overview's first render with 1,000 devices on the account, in Debian's Chromium through Playwright, on the
 * built app served by the real server, the session put in localStorage as the sign-in page leaves it.
 *
 * "Usable" is the first animation frame after which both hold, plus two frames (so that it is painted): the first
 * device of the list shows in `main` (its name, visible), and the selected device's history panel is ready: its
 * map ("Location history map") carries one numbered marker for each position of the panel's first page. The time
 * runs from the start of the navigation (the page's time origin), measured in the page.
 */
import { mapPerPageOptions, type ViewType } from '@lodestar/contract';
import type { Browser, Page } from '@playwright/test';
import { inPage } from './lib/in-page.js';
import type { LargeAccount } from './lib/large-account.js';
import { answerTilesBlank, storeSession, type BrowserPerformance, type ServedApp } from './lib/served-app.js';
import { summarise } from './lib/stats.js';

const VIEWS: ViewType[] = ['combo', 'grid', 'list'];
/** A numbered marker of the history panel's map: one per position. */
export const HISTORY_MARKER = '[aria-label="Location history map"] .lodestar-numbered-marker';

/** The account the overview is opened for, and how many positions its first device has. */
export interface OverviewAccount {
  account: LargeAccount;
  firstDevicePositions: number;
}

export interface OverviewLoad {
  /** Milliseconds from navigation: the first device on screen, the history map's markers, both painted. */
  firstDeviceMs: number;
  historyReadyMs: number;
  usableMs: number;
  apiBytes: number;
  findCalls: number;
}

const markersOfFirstPage = ({ firstDevicePositions }: OverviewAccount) =>
  Math.min(mapPerPageOptions[0], firstDevicePositions);

const waitUntilUsable = (firstName: string, markers: number) =>
  inPage(`
  const firstName = ${JSON.stringify(firstName)};
  const firstDeviceShows = () =>
    [...document.querySelectorAll('main *')].some(
      (element) => element.childElementCount === 0 && element.textContent === firstName && element.getClientRects().length > 0,
    );
  const historyReady = () => document.querySelectorAll(${JSON.stringify(HISTORY_MARKER)}).length === ${markers};
  let firstDeviceMs = null;
  let historyReadyMs = null;
  while (firstDeviceMs === null || historyReadyMs === null) {
    if (firstDeviceMs === null && firstDeviceShows()) firstDeviceMs = performance.now();
    if (historyReadyMs === null && historyReady()) historyReadyMs = performance.now();
    if (firstDeviceMs === null || historyReadyMs === null) await frame();
  }
  return { firstDeviceMs, historyReadyMs, usableMs: await drawn() };`);

/** Navigates to (or reloads) the overview and waits, in the page, until it is usable (see the file's comment). */
export async function openOverview(page: Page, baseUrl: string, overview: OverviewAccount, reload = false) {
  if (reload) await page.reload({ waitUntil: 'commit' });
  else await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
  const times = (await page.evaluate(
    waitUntilUsable(overview.account.firstName, markersOfFirstPage(overview)),
  )) as Pick<OverviewLoad, 'firstDeviceMs' | 'historyReadyMs' | 'usableMs'>;
  // Runs in the page; typed by hand because this package's TypeScript has no DOM library.
  const api = await page.evaluate(() =>
    (performance as unknown as BrowserPerformance)
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/api/'))
      .map((entry) => ({ name: entry.name, bytes: entry.transferSize ?? 0 })),
  );
  // BENCH_DEBUG=1 prints each load's API calls to stderr.
  if (process.env.BENCH_DEBUG) console.error(JSON.stringify({ ...times, reload, api }, null, 1));
  return {
    ...times,
    apiBytes: api.reduce((total, entry) => total + entry.bytes, 0),
    findCalls: api.filter((entry) => entry.name.includes('/api/devices/find/')).length,
  } satisfies OverviewLoad;
}

/** A new browser context (empty cache) with the session stored, the tiles answered blank, 1280×800 by default. */
export async function overviewContext(
  browser: Browser,
  app: ServedApp,
  authHeader: string,
  {
    viewType = 'combo',
    viewport = { width: 1280, height: 800 },
  }: { viewType?: ViewType; viewport?: { width: number; height: number } } = {},
) {
  const context = await browser.newContext({ viewport });
  await answerTilesBlank(context, app.baseUrl);
  // Showing every device type, no device chosen yet: the overview selects the first one.
  await storeSession(context, { authHeader, deviceUUID: null, viewType, deviceTypeFilter: 'all' });
  return context;
}

/** Each view type, `rounds` times cold (a new context) and warm (a reload in it): the usable times. */
export async function overviewViews(browser: Browser, app: ServedApp, overview: OverviewAccount, rounds: number) {
  const authHeader = await app.signIn(overview.account.email, overview.account.password);
  const figures: Record<string, unknown> = {};
  for (const viewType of VIEWS) {
    const cold: OverviewLoad[] = [];
    const warm: OverviewLoad[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const context = await overviewContext(browser, app, authHeader, { viewType });
      const page = await context.newPage();
      cold.push(await openOverview(page, app.baseUrl, overview));
      warm.push(await openOverview(page, app.baseUrl, overview, true));
      await context.close();
    }
    figures[viewType] = {
      coldUsable: summarise(cold.map((load) => load.usableMs)),
      coldFirstDevice: summarise(cold.map((load) => load.firstDeviceMs)),
      warmUsable: summarise(warm.map((load) => load.usableMs)),
      apiBytes: cold[0]!.apiBytes,
      findCalls: cold[0]!.findCalls,
    };
  }
  return figures;
}
