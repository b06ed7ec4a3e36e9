import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { claimDevice, createVerifiedAccount, newPerson, signInByApi } from '../helpers/accounts.js';
import { ingestUrl, unclaimedDevice } from '../helpers/env.js';
import { openSignedIn } from '../helpers/pages.js';

const START = Math.floor(Date.now() / 1000) - 2 * 3600;
const HOME = -33.86;
/** About 555 m a minute (33 km/h) south, for ten minutes. */
const STEP_DEGREES = 0.005;

/**
 * A phone's OsmAnd report a minute apart: ten minutes parked at home, ten driving south, ten parked where it got to.
 * A stop needs five minutes, so the reports carry past times rather than being sent as they happen.
 */
async function report(osmandId: string, minute: number) {
  const driven = Math.min(Math.max(minute - 9, 0), 10);
  const latitude = (HOME - driven * STEP_DEGREES).toFixed(5);
  const response = await fetch(
    `${ingestUrl()}/?id=${osmandId}&lat=${latitude}&lon=151.2093&timestamp=${START + minute * 60}&accuracy=8`,
  );
  expect(response.status).toBe(200);
}

test('the Trips view lists the stop, the trip and the stop the device made, draws the trip and exports them', async ({
  page,
}) => {
  const device = unclaimedDevice('shield_gps', 'E2E-GPS-TRIPS');
  const auth = await signInByApi(await createVerifiedAccount(newPerson('trips')));
  await claimDevice(auth, device, 'Tripping tracker');
  for (let minute = 0; minute < 30; minute += 1) await report(device.osmandId, minute);

  await openSignedIn(page, auth, `/device/${device.deviceUUID}`);
  await page.getByRole('button', { name: 'Trips', exact: true }).click();
  const list = page.getByRole('list', { name: 'Trips and stops' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem').nth(0)).toContainText('Stopped 9 min');
  await expect(list.getByRole('listitem').nth(1)).toContainText(/· 5\.\d km · 10 min/);
  await expect(list.getByRole('listitem').nth(2)).toContainText('still there');
  await expect(page.getByText(/^1 trip · 5\.\d km · 10 min moving · 2 stops$/)).toBeVisible();

  await list.getByRole('button', { name: /5\.\d km · 10 min/ }).click();
  await expect(page.getByRole('region', { name: 'Replay map' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play replay' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`device-trips-${device.deviceUUID}.csv`);
  const lines = (await readFile(await file.path(), 'utf8')).trimEnd().split('\r\n');
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['Stop', 'Trip', 'Stop']);
  await expect(page.getByText('Trips exported')).toBeVisible();
});
