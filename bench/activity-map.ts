/**
 * The Devices Activity map with 20 devices of 1,000 positions each (60 k dots and lines), in Debian's Chromium
 * through Playwright, on the built app served by the real server: the page opened with the 20 devices and 1,000
 * points per device in its address, then the time from the histories' answer (POST /api/v2/history) arriving until
 * the map has drawn every track: the legend counts 1,000 points for each device and two more frames have passed
 * (Leaflet's canvas draws in the frame after its layers are added).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { deviceColors } from '@lodestar/contract';
import { systemClock } from '../apps/server/src/adapters/clock.js';
import { devices } from '../apps/server/src/db/schema/index.js';
import { provisionUser } from '../apps/server/src/modules/users/provision-user.js';
import { createUsersRepository } from '../apps/server/src/modules/users/users.repository.js';
import { CHROMIUM, chromiumLaunchOptions } from '../scripts/lib/chromium.mjs';
import { openBenchPglite, type BenchDatabase } from './lib/databases.js';
import { ensureBuilt, serveApp, storeSession, type ServedApp } from './lib/served-app.js';
import { summarise } from './lib/stats.js';

const DEVICES = 20;
const POSITIONS = 1000;
const ACCOUNT = { email: 'fleet@bench.lodestar.test', password: 'Bench-Pass-1' };
/** A transparent 1×1 PNG: every map tile, so that the map draws no tiles and needs no network. */
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * An enterprise account with DEVICES trackers (the spec's six colours, so several share one) and POSITIONS
 * positions each, every 5 minutes back from now along a loop of its own around Sydney, written in one statement.
 */
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
  await database.raw(
    `INSERT INTO positions (device_id, user_id, fix_time, received_at, latitude, longitude, address, type, speed)
     SELECT d.id, d.user_id, now() - g * interval '5 minutes', now() - g * interval '5 minutes',
            -33.87 + 0.4 * sin(d.k) + 0.05 * sin(g / 40.0 + d.k),
            151.21 + 0.4 * cos(d.k) + 0.05 * cos(g / 55.0 + 2 * d.k),
            g || ' Example Street, Sydney NSW 2000', 'gps', g % 80
     FROM (SELECT id, user_id, (row_number() OVER (ORDER BY device_uuid))::float8 AS k
           FROM devices WHERE user_id = $1) AS d
     CROSS JOIN generate_series(0, $2 - 1) AS g`,
    [owner.id, POSITIONS],
  );
  await database.raw('ANALYZE');
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
 * have passed, then answers the times of that moment and of the histories' answer. A string, because tsx would
 * wrap the named functions of a function passed to the page in a helper the page does not have.
 */
const waitForTracks = (devices: number, points: string) => `(async () => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const drawn = () => {
    const entries = [...document.querySelectorAll('[aria-label="Legend"] li')];
    return entries.length === ${devices} && entries.every((entry) => entry.textContent.includes(${JSON.stringify(points)}));
  };
  while (!drawn()) await frame();
  await frame();
  await frame();
  const drawnAt = performance.now();
  const answer = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/api/v2/history'));
  return {
    drawnAt,
    requestStart: answer?.requestStart ?? 0,
    responseStart: answer?.responseStart ?? 0,
    responseEnd: answer?.responseEnd ?? 0,
    bytes: answer?.encodedBodySize ?? 0,
  };
})()`;

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

  const dataDir = mkdtempSync(join(tmpdir(), 'lodestar-bench-activity-'));
  let app: ServedApp | undefined;
  let browser: Browser | undefined;
  try {
    // The embedded database takes one process at a time: seed it, close it, then start the server on it.
    const database = await openBenchPglite(join(dataDir, 'pglite'));
    const deviceUUIDs = await seedFleet(database);
    await database.close();

    app = await serveApp(dataDir);
    const { baseUrl } = app;
    const authHeader = await app.signIn(ACCOUNT.email, ACCOUNT.password);
    const url = `${baseUrl}/devices/activity?devices=${deviceUUIDs.join(',')}&points=${POSITIONS}`;

    browser = await chromium.launch(chromiumLaunchOptions());
    const draws: Draw[] = [];
    for (let round = 0; round < (quick ? 2 : 5); round += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.route(
        (requested) => !requested.href.startsWith(baseUrl),
        (route) => route.fulfill({ contentType: 'image/png', body: BLANK_TILE }),
      );
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
  } finally {
    await browser?.close();
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
