import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test, type BrowserContext, type Page, type Route } from '@playwright/test';
import { createVerifiedAccount, newPerson } from '../helpers/accounts.js';
import { expectWelcome, signOut, submitSignIn } from '../helpers/pages.js';

/** The paths of every request kept in the page's Cache Storage, by cache. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const kept: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      kept[name] = requests.map((request) => new URL(request.url).pathname);
    }
    return kept;
  });

const SERVER_CALL = /^\/(api|socket\.io|ingest|dev|local-stripe)(\/|$)/i;

test('the portal installs, opens offline to a clear offline state, and keeps nothing of the account', async ({
  page,
  context,
}) => {
  const account = await createVerifiedAccount(newPerson('installable'));
  await page.goto('/login');

  const manifestLink = page.locator('link[rel="manifest"]');
  await expect(manifestLink).toHaveAttribute('href', '/manifest.webmanifest');
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  expect(await manifest.json()).toMatchObject({ start_url: '/', scope: '/', display: 'standalone' });

  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

  expect((await submitSignIn(page, account)).status()).toBe(200);
  await expectWelcome(page, account.name);
  for (const [path, heading] of [
    ['/user/account', 'Account'],
    ['/group/devices', 'Device Groups'],
    ['/', /^Welcome/],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  }
  const kept = Object.values(await cachedPaths(page)).flat();
  expect(kept).toContain('/index.html');
  expect(kept.filter((path) => SERVER_CALL.test(path))).toEqual([]);

  await context.setOffline(true);
  const offlineStart = await page.reload();
  expect(offlineStart?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(
    page.getByText('This page loads as soon as the connection is back: it tries again by itself.'),
  ).toBeVisible();

  await context.setOffline(false);
  await expectWelcome(page, account.name);

  // Whatever else put an answer in Cache Storage, signing out leaves only the app shell.
  await page.evaluate(async () => {
    await (await caches.open('account-answers')).put('/api/users/me', new Response('{}'));
  });
  await signOut(page);
  const afterSignOut = await cachedPaths(page);
  expect(Object.keys(afterSignOut).every((name) => name.startsWith('lodestar-shell-'))).toBe(true);
  expect(
    Object.values(afterSignOut)
      .flat()
      .filter((path) => SERVER_CALL.test(path)),
  ).toEqual([]);
});

/** The browser says it is online a moment before the network carries anything (a Wi-Fi joining, a tunnel's end). */
async function backOnlineBeforeTheNetwork(page: Page, context: BrowserContext) {
  const failing = (route: Route) => route.abort('internetdisconnected');
  await context.route('**/*', failing);
  await context.setOffline(false);
  await page.waitForTimeout(2_500);
  await expect(page.getByRole('heading', { name: 'The server cannot be reached' })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await context.unroute('**/*', failing);
}

test('back online before the network answers, an offline start waits for the server, then opens the page', async ({
  page,
  context,
}) => {
  const account = await createVerifiedAccount(newPerson('flaky-online'));
  await page.goto('/login');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  // Signed out, the sign-in page's start needs the configuration; signed in, the portal's needs the session check.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await backOnlineBeforeTheNetwork(page, context);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();

  expect((await submitSignIn(page, account)).status()).toBe(200);
  await expectWelcome(page, account.name);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await backOnlineBeforeTheNetwork(page, context);
  await expectWelcome(page, account.name);
});

const SERVICE_WORKER = fileURLToPath(new URL('../../apps/web/dist/sw.js', import.meta.url));

/**
 * The server has a new build while `during` runs: its worker's script differs, in the file and in the compressed
 * copies the server sends; the build's own is back afterwards.
 */
async function withNextBuild(during: () => Promise<void>) {
  const copies = ['', '.br', '.gz'].map((suffix) => `${SERVICE_WORKER}${suffix}`);
  const kept = await Promise.all(copies.map((copy) => readFile(copy)));
  const next = Buffer.from(`${kept[0]!.toString()}\n// the next build\n`);
  try {
    await Promise.all([
      writeFile(copies[0]!, next),
      writeFile(copies[1]!, brotliCompressSync(next)),
      writeFile(copies[2]!, gzipSync(next)),
    ]);
    await during();
  } finally {
    await Promise.all(copies.map((copy, index) => writeFile(copy, kept[index]!)));
  }
}

test('an open tab is told when a new version is installed, and reloads into it on a click', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  const newVersion = page.getByText('A new version of the portal is ready.');
  await expect(newVersion).toHaveCount(0);

  await withNextBuild(async () => {
    // An open tab asks each time it comes back into view, and hourly; here it asks now.
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
    await expect(newVersion).toBeVisible();

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
    await expect(newVersion).toHaveCount(0);
    // The new worker serves the tab, and none waits.
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: Boolean(registration?.waiting), active: registration?.active?.state };
      }),
    ).toEqual({ waiting: false, active: 'activated' });
  });
});
