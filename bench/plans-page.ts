/**
 * The Update Plan tab's first paint with the full plan catalogue, in Debian's Chromium through Playwright on the
 * built app served by the real server (production, embedded PGlite, the local payment provider synced from the
 * catalogue at start). "Painted" is the first frame after which every plan card of both carousels is in the page and
 * the first one is visible, plus two frames; the time runs from the start of the navigation.
 * BENCH_WEB_DIST=<dir> measures the web build in <dir> instead (another commit's build, to compare).
 */
import { existsSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { CHROMIUM } from '../scripts/lib/chromium.mjs';
import { systemClock } from '../apps/server/src/adapters/clock.js';
import { createDevicesRepository } from '../apps/server/src/modules/devices/index.js';
import { readCatalogue } from '../apps/server/src/modules/subscriptions/index.js';
import { provisionDevice, provisionUser } from '../apps/server/src/provisioning/index.js';
import { createUsersRepository } from '../apps/server/src/modules/users/users.repository.js';
import type { BenchDatabase } from './lib/databases.js';
import { inPage } from './lib/in-page.js';
import { answerTilesBlank, ensureBuilt, storeSession, withSeededApp, type ServedApp } from './lib/served-app.js';
import { summarise } from './lib/stats.js';

const BUYER = { email: 'plans-bench@example.com', password: 'Bench-Pass-1' };
const SERIAL = 'BENCH-PLANS-1';
/** The plan cards' buttons, whatever their state (each state's text). */
const PLAN_BUTTON = /^(Activate Now|Subscribed|Scheduled to subscribe|Try for free now with a .*trial)$/;

async function seedBuyer(database: BenchDatabase) {
  const users = createUsersRepository(database.db);
  await provisionUser(users, systemClock, { ...BUYER, country: 'AU' });
  await provisionDevice({ users, devices: createDevicesRepository(database.db) }, { owner: BUYER.email, type: 'shield_gps', uuid: SERIAL });
  return (await readCatalogue()).plans.length;
}

const waitUntilPainted = (cards: number) =>
  inPage(`
  const pattern = ${PLAN_BUTTON.toString()};
  const buttons = () => [...document.querySelectorAll('button')].filter((button) => pattern.test(button.textContent.trim()));
  while (buttons().length < ${cards} || buttons()[0].getClientRects().length === 0) await frame();
  return { paintedMs: await drawn() };`);

async function measure(app: ServedApp, browser: Browser, cards: number, rounds: number) {
  const authHeader = await app.signIn(BUYER.email, BUYER.password);
  const painted: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await answerTilesBlank(context, app.baseUrl);
    await storeSession(context, { authHeader, deviceUUID: SERIAL, viewType: 'grid', deviceTypeFilter: 'all' });
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/device/${SERIAL}/settings/plans`, { waitUntil: 'commit' });
    painted.push(((await page.evaluate(waitUntilPainted(cards))) as { paintedMs: number }).paintedMs);
    await context.close();
  }
  return { plans: cards, painted: summarise(painted), means: 'navigation start → every plan card in the page and the first visible, + 2 frames; new context each round' };
}

export async function benchPlansPage({ quick = false }: { quick?: boolean }) {
  if (!existsSync(CHROMIUM)) return { skipped: `${CHROMIUM} is missing (apt-get install -y chromium)` };
  await ensureBuilt();
  return withSeededApp(seedBuyer, (app, browser, cards) => measure(app, browser, cards, quick ? 3 : 10), {
    webDistDir: process.env.BENCH_WEB_DIST,
  });
}
