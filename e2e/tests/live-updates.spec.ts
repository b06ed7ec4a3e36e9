import { expect, test } from '@playwright/test';
import { claimDevice, createVerifiedAccount, newPerson, signInByApi } from '../helpers/accounts.js';
import { chooseView, deviceTable } from '../helpers/devices.js';
import { ingestUrl, unclaimedDevice } from '../helpers/env.js';
import { openSignedIn } from '../helpers/pages.js';

/** What a phone running Traccar Client sends: an OsmAnd report to the ingest port. */
async function report(osmandId: string, latitude: number) {
  const response = await fetch(`${ingestUrl()}/?id=${osmandId}&lat=${latitude}&lon=151.2093&timestamp=${Math.floor(Date.now() / 1000)}&batt=64`);
  expect(response.status).toBe(200);
}

test('a device report appears in the open portal without a reload', async ({ page }) => {
  const device = unclaimedDevice('shield_gps', 'E2E-GPS-LIVE');
  const auth = await signInByApi(await createVerifiedAccount(newPerson('watcher')));
  await claimDevice(auth, device, 'Live tracker');
  await openSignedIn(page, auth);
  await chooseView(page, 'List view');
  const row = deviceTable(page).getByRole('row').filter({ hasText: 'Live tracker' });
  await expect(row).toContainText('N/A');

  await page.evaluate(() => {
    (window as unknown as { pageId: number }).pageId = 42;
    window.addEventListener('DEVICE_HISTORY_UPDATE', (event) => {
      (window as unknown as { lastLocation: unknown }).lastLocation = (event as CustomEvent).detail;
    });
  });
  // The socket joins its rooms once the page is up; report until the page shows it, as a device keeps reporting.
  await expect(async () => {
    await report(device.osmandId, -33.8688);
    await expect(row).toContainText('a few seconds ago', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  // The row moves with the device's changed fields; the new history head is the event that follows them.
  const lastLocation = () =>
    page.evaluate(() => (window as unknown as { lastLocation?: { latitude: number; deviceUUID: string; address: string } }).lastLocation);
  await expect.poll(lastLocation).toMatchObject({ latitude: -33.8688, deviceUUID: device.deviceUUID });
  expect((await lastLocation())?.address).toContain('Sydney');
  expect(await page.evaluate(() => (window as unknown as { pageId?: number }).pageId)).toBe(42);
});
