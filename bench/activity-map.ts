/**
 * The Devices Activity map with 20 devices of 1,000 positions each (60 k dots and lines), in Debian's Chromium
 * through Playwright, on the built app served by the real server: the page opened with the 20 devices and 1,000
 * points per device in its address, then the time from the histories' answer (POST /api/v2/history) arriving until
 * the map has drawn every track: the legend counts 1,000 points for each device and two more frames have passed
 * (Leaflet's canvas draws in the frame after its layers are added).
 */
import { existsSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { deviceColors } from '@lodestar/contract';
import { systemClock } from '../apps/server/src/adapters/clock.js';
import { devices } from '../apps/server/src/db/schema/index.js';
import { provisionUser } from '../apps/server/src/provisioning/index.js';
import { createUsersRepository } from '../apps/server/src/modules/users/users.repository.js';
import { CHROMIUM } from '../scripts/lib/chromium.mjs';
import type { BenchDatabase } from './lib/databases.js';
import { inPage } from './lib/in-page.js';
import { answerTilesBlank, ensureBuilt, storeSession, withSeededApp } from './lib/served-app.js';
import { summarise } from './lib/stats.js';
import { insertTracks } from './lib/tracks.js';

const DEVICES = 20;
const POSITIONS = 1000;
const ACCOUNT = { email: 'fleet@bench.lodestar.test', password: 'Bench-Pass-1' };

/** An enterprise account with DEVICES trackers (more than the colours, so some share one), POSITIONS positions each. */
async function seedFleet(database: BenchDatabase): Promise<string[]> {
  const owner = await provisionUser(createUsersRepository(database.db), systemClock, {
    ...ACCOUNT,
    name: 'Fleet Manager',
    roles: ['user', 'enterprise'],
    country: 'AU',
  });
  const rows = Array.from({ length: DEVICES }, (_, i) => ({
    deviceUUID: `FLEET-${String(i + 1).padStart(3, '0')}`,
    name: `Van ${i + 1}`,
    deviceType: 'shield_gps' as const,
    userId: owner.id,
    passcode: '123456',
    color: deviceColors[i % deviceColors.length]!.value,
  }));
  await database.db.insert(devices).values(rows);
  await insertTracks(database, { userId: owner.id, positions: POSITIONS });
  return rows.map((row) => row.deviceUUID);
}

interface Draw {
  /** From the histories' answer arriving to the map drawn. */
  ms: number;
  /** From navigation to the map drawn. */
  sinceNavigationMs: number;
  /** The server's time to first byte of the answer, and the answer's size. */
  answerWaitMs: number;
  answerBytes: number;
}

/**
 * The script that waits in the page until the legend counts `points` for each of the `devices` and two more frames
 * have passed, then answers the times of that moment and of the histories' answer.
 */
const waitForTracks = (devices: number, points: string) =>
  inPage(`
  const tracksListed = () => {
    const entries = [...document.querySelectorAll('[aria-label="Legend"] li')];
    return entries.length === ${devices} && entries.every((entry) => entry.textContent.includes(${JSON.stringify(points)}));
  };
  while (!tracksListed()) await frame();
  const drawnAt = await drawn();
  const answer = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/api/v2/history'));
  return {
    drawnAt,
    requestStart: answer?.requestStart ?? 0,
    responseStart: answer?.responseStart ?? 0,
    responseEnd: answer?.responseEnd ?? 0,
    bytes: answer?.encodedBodySize ?? 0,
  };`);

/** Opens the page and waits, in the page, until every track is drawn (see the file's comment). */
async function openActivity(page: Page, url: string): Promise<Draw> {
  await page.goto(url, { waitUntil: 'commit' });
  const timing = (await page.evaluate(waitForTracks(DEVICES, `${POSITIONS.toLocaleString('en')} points`))) as {
    drawnAt: number;
    requestStart: number;
    responseStart: number;
    responseEnd: number;
    bytes: number;
  };
  return {
    ms: timing.drawnAt - timing.responseEnd,
    sinceNavigationMs: timing.drawnAt,
    answerWaitMs: timing.responseStart - timing.requestStart,
    answerBytes: timing.bytes,
  };
}

export async function benchActivityMap({ quick = false }: { quick?: boolean } = {}) {
  if (!existsSync(CHROMIUM)) return { skipped: `${CHROMIUM} is missing (apt-get install -y chromium)` };
  await ensureBuilt();
  return withSeededApp(seedFleet, async (app, browser, deviceUUIDs) => {
    const authHeader = await app.signIn(ACCOUNT.email, ACCOUNT.password);
    const url = `${app.baseUrl}/devices/activity?devices=${deviceUUIDs.join(',')}&points=${POSITIONS}`;
    const draws: Draw[] = [];
    for (let round = 0; round < (quick ? 2 : 5); round += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await answerTilesBlank(context, app.baseUrl);
      await storeSession(context, { authHeader });
      draws.push(await openActivity(await context.newPage(), url));
      await context.close();
    }
    return {
      browser: `Chromium ${browser.version()}, 1280×800, same machine as the server, tiles answered with a blank PNG`,
      data: { devices: DEVICES, positionsPerDevice: POSITIONS },
      answerToDrawn: summarise(draws.map((draw) => draw.ms)),
      navigationToDrawn: summarise(draws.map((draw) => draw.sinceNavigationMs)),
      answerWait: summarise(draws.map((draw) => draw.answerWaitMs)),
      answerBytes: draws[0]!.answerBytes,
    };
  });
}
