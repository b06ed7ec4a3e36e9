import { expect, test as base, type Page } from '@playwright/test';
import { openSignedIn } from '../helpers/pages.js';
import { createScratchDatabase, postgresAnswers, postgresServer } from '../helpers/scratch-database.js';
import { createServerProcess, type ServerProcess } from '../helpers/server-process.js';

const OWNER = { email: 'reconnect@e2e.lodestar.test', password: 'Reconnect#2026', name: 'Rey Reconnect' };
const TRACKER = { deviceUUID: 'E2E-GPS-RECONNECT', name: 'Reconnecting tracker' };

/**
 * Once a killed server process is back, the browser has reconnected and caught up within one reconnection wait
 * (the realtime connection is retried every 10 s) and the handshake and catch-up after it.
 */
const CATCH_UP_MS = 15_000;

/** Two server processes on one throwaway PostgreSQL database: the browser talks to A, the tracker may report to B. */
interface Processes {
  a: ServerProcess;
  b: ServerProcess;
  /** The tracker's OsmAnd identifier. */
  osmandId: string;
}

const test = base.extend<{ processes: Processes }>({
  processes: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, testInfo) => {
      testInfo.skip(
        !(await postgresAnswers()),
        `needs PostgreSQL at ${postgresServer()} (through psql) for two server processes on one database`,
      );
      const database = await createScratchDatabase();
      const a = await createServerProcess(database.url);
      const b = await createServerProcess(database.url);
      try {
        await a.cli('user:create', { ...OWNER, country: 'AU' });
        const created = (await a.cli('device:create', {
          owner: OWNER.email,
          type: 'shield_gps',
          uuid: TRACKER.deviceUUID,
          name: TRACKER.name,
        })) as { device: { osmandId: string } };
        await Promise.all([a.start(), b.start()]);
        await use({ a, b, osmandId: created.device.osmandId });
      } finally {
        await Promise.all([a.dispose(), b.dispose()]);
        await database.drop();
      }
    },
    { timeout: 120_000 },
  ],
  baseURL: async ({ processes }, use) => use(processes.a.baseUrl),
});

/** The tracker's report number `step`, an hour ago plus `step` minutes, told apart by its accuracy: 100 + step metres. */
async function report(server: ServerProcess, osmandId: string, step: number) {
  const timestamp = Math.floor(Date.now() / 1000) - 3600 + step * 60;
  const query = `id=${osmandId}&lat=${(-33.86 - step * 0.01).toFixed(2)}&lon=151.2093&timestamp=${timestamp}&accuracy=${100 + step}`;
  const response = await fetch(`${server.ingestUrl}/?${query}`);
  expect(response.status, `report ${step} to ${server.ingestUrl}`).toBe(200);
}

const accuracyOf = (step: number) => `${100 + step} m`;
const newestHistoryRow = (page: Page) =>
  page.getByRole('table', { name: 'Location history' }).locator('tbody tr').first();

test('after a server process is killed and started again, the open page reconnects, catches up and takes live reports again', async ({
  page,
  request,
  processes: { a, b, osmandId },
}, testInfo) => {
  const login = await request.post('/api/login', { data: { username: OWNER.email, password: OWNER.password } });
  expect(login.ok()).toBe(true);
  const { authHeader } = (await login.json()) as { authHeader: string };
  await openSignedIn(page, authHeader, `/device/${TRACKER.deviceUUID}`);
  await page.getByRole('region', { name: 'Location history' }).getByRole('button', { name: 'Grid' }).click();
  const newest = newestHistoryRow(page);

  // The socket joins its rooms once the page is up; report until the page shows it, as a device keeps reporting.
  await expect(async () => {
    await report(a, osmandId, 1);
    await expect(newest).toContainText(accuracyOf(1), { timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  // A mark on this page's window: still there at the end, the page was never reloaded.
  await page.evaluate(() => Object.assign(window, { reconnectMark: 'not reloaded' }));
  await a.kill();
  // B stores the report in the shared database; A is not there to tell the page, and B has no socket of it.
  await report(b, osmandId, 2);

  await a.start();
  const backAt = Date.now();
  await expect
    .poll(() => newest.textContent(), {
      message: `the page shows the report made while A was away, within ${CATCH_UP_MS / 1000} s of A answering /api/health`,
      timeout: CATCH_UP_MS,
      intervals: [100],
    })
    .toContain(accuracyOf(2));
  const caughtUp = `caught up ${Date.now() - backAt} ms after A answered /api/health`;
  testInfo.annotations.push({ type: 'figure', description: caughtUp });

  await report(a, osmandId, 3);
  await expect(newest).toContainText(accuracyOf(3));
  expect(await page.evaluate(() => (window as { reconnectMark?: string }).reconnectMark)).toBe('not reloaded');
});
