import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { claimDevice, createVerifiedAccount, newPerson, signInByApi } from '../helpers/accounts.js';
import { ingestUrl, unclaimedDevice } from '../helpers/env.js';
import { openSignedIn } from '../helpers/pages.js';

const REPORTS = 15;
const START = Math.floor(Date.now() / 1000) - 3600;

/** What a phone running Traccar Client sends: an OsmAnd report to the ingest port. */
async function report(osmandId: string, step: number) {
  const latitude = (-33.86 - step * 0.002).toFixed(5);
  const response = await fetch(
    `${ingestUrl()}/?id=${osmandId}&lat=${latitude}&lon=151.2093&timestamp=${START + step * 60}&accuracy=12`,
  );
  expect(response.status).toBe(200);
}

const historyPanel = (page: Page) => page.getByRole('region', { name: 'Location history' });
const markers = (page: Page) =>
  page.getByRole('region', { name: 'Location history map' }).locator('.lodestar-numbered-marker');
const historyRows = (page: Page) => page.getByRole('table', { name: 'Location history' }).locator('tbody tr');

async function chooseHistoryAction(page: Page, action: string) {
  await page.getByRole('button', { name: 'History options' }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('the history panel shows a device’s reports on the map, on satellite and in a pageable grid, takes a new report at the head, exports them and clears them', async ({
  page,
}) => {
  const device = unclaimedDevice('shield_gps', 'E2E-GPS-HISTORY');
  const auth = await signInByApi(await createVerifiedAccount(newPerson('history')));
  await claimDevice(auth, device, 'History tracker');
  for (let step = 1; step <= REPORTS; step += 1) await report(device.osmandId, step);

  await openSignedIn(page, auth, `/device/${device.deviceUUID}`);
  const panel = historyPanel(page);
  await expect(panel.getByText('History tracker')).toBeVisible();

  // Map: the default ten per page, numbered from 1 (the newest), the newest highlighted.
  await expect(markers(page)).toHaveCount(10);
  await expect(page.locator('.lodestar-numbered-marker-highlighted')).toHaveCount(1);
  await expect(page.locator('.lodestar-numbered-marker-highlighted')).toHaveText('1');

  await panel.getByRole('button', { name: 'Satellite' }).click();
  await expect(panel.getByRole('button', { name: 'Satellite' })).toHaveAttribute('aria-pressed', 'true');
  await expect(markers(page)).toHaveCount(10);

  // Grid: ten rows, then the last five on page 2.
  await panel.getByRole('button', { name: 'Grid' }).click();
  await expect(historyRows(page)).toHaveCount(10);
  await panel.getByRole('button', { name: 'Go to next page' }).click();
  await expect(historyRows(page)).toHaveCount(5);
  await panel.getByRole('button', { name: 'Go to previous page' }).click();
  await expect(historyRows(page)).toHaveCount(10);

  // A new report enters at the head without a reload; the socket joins its rooms once the page is up.
  const firstRow = historyRows(page).first();
  const before = await firstRow.textContent();
  await expect(async () => {
    await report(device.osmandId, REPORTS + 1);
    await expect(firstRow).not.toHaveText(before ?? '', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  // Export CSV: the file is named after the device and holds every position, newest first.
  const download = page.waitForEvent('download');
  await chooseHistoryAction(page, 'Export CSV');
  const file = await download;
  expect(file.suggestedFilename()).toBe(`device-history-${device.deviceUUID}.csv`);
  const lines = (await readFile(await file.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toMatch(/^Created On,Latitude,Longitude,Address/);
  expect(lines).toHaveLength(REPORTS + 2);
  expect(lines[1]).toContain(String((-33.86 - (REPORTS + 1) * 0.002).toFixed(5)).replace(/0+$/, ''));

  // Clear history asks first; Cancel keeps everything, Clear empties the grid.
  await chooseHistoryAction(page, 'Clear history');
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Are you sure you want to clear the history, this action cannot be undone.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(historyRows(page)).toHaveCount(10);
  await chooseHistoryAction(page, 'Clear history');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Clear/ })
    .click();
  await expect(page.getByText('Cleared successfully')).toBeVisible();
  await expect(historyRows(page)).toHaveCount(0);
});

test('a boundary that crosses itself is refused in the browser, and a valid one is saved and drawn on the history map', async ({
  page,
}) => {
  const device = unclaimedDevice('shield_gps', 'E2E-GPS-FENCE');
  const auth = await signInByApi(await createVerifiedAccount(newPerson('fence')));
  await claimDevice(auth, device, 'Fenced tracker');
  await report(device.osmandId, 1);
  await openSignedIn(page, auth, `/device/${device.deviceUUID}`);
  await expect(markers(page)).toHaveCount(1);

  await chooseHistoryAction(page, 'Draw the Boundary');
  const dialog = page.getByRole('dialog', { name: 'Draw the Boundary' });
  const map = dialog.getByRole('region', { name: 'Boundary map' });
  await expect(map).toBeVisible();
  const box = (await map.boundingBox())!;
  const at = (x: number, y: number) => ({ x: box.x + box.width / 2 + x, y: box.y + box.height / 2 + y });
  const drawRing = async (corners: { x: number; y: number }[]) => {
    await dialog.getByRole('button', { name: /^Draw/ }).click();
    for (const corner of [...corners, corners[0]!]) await page.mouse.click(corner.x, corner.y);
  };

  // A bow-tie: the second and third corners swapped.
  await drawRing([at(-80, -80), at(80, 80), at(80, -80), at(-80, 80)]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('must not cross itself');

  await drawRing([at(-80, -80), at(80, -80), at(80, 80), at(-80, 80)]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Geo-fence saved')).toBeVisible();

  // The saved boundary comes back from the server and shows as the green polygon of the history map.
  const record = await fetch(new URL(`/api/geo-fence/${device.deviceUUID}`, page.url()), {
    headers: { authorization: auth },
  });
  const { geoFence } = (await record.json()) as { geoFence: { latLongs: unknown[]; active: boolean } };
  expect(geoFence.latLongs).toHaveLength(4);
  await expect(
    page.getByRole('region', { name: 'Location history map' }).locator('path.lodestar-geofence'),
  ).toHaveCount(1);
});
