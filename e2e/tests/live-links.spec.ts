import { expect, test } from '@playwright/test';
import { claimDevice, createVerifiedAccount, newPerson, signInByApi } from '../helpers/accounts.js';
import { ingestUrl, unclaimedDevice } from '../helpers/env.js';
import { openSignedIn } from '../helpers/pages.js';

/** A phone's OsmAnd report of where the device was `secondsAgo`. */
async function report(osmandId: string, latitude: number, secondsAgo = 0) {
  const timestamp = Math.floor(Date.now() / 1000) - secondsAgo;
  const response = await fetch(`${ingestUrl()}/?id=${osmandId}&lat=${latitude}&lon=151.2093&timestamp=${timestamp}`);
  expect(response.status).toBe(200);
}

test('a live link made in the settings opens in a browser without an account, moves live and ends when revoked', async ({
  page,
  browser,
}) => {
  const device = unclaimedDevice('shield_gps', 'E2E-GPS-LIVELINK');
  const auth = await signInByApi(await createVerifiedAccount(newPerson('livelink')));
  await claimDevice(auth, device, 'Courier van');
  await report(device.osmandId, -33.86, 180);

  await openSignedIn(page, auth, `/device/${device.deviceUUID}/settings/sharing`);
  const card = page.getByRole('region', { name: 'Live links' });
  await card.getByRole('button', { name: 'New live link' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Create link' }).click();
  const url = await page.getByRole('textbox', { name: 'Live link' }).inputValue();
  expect(url).toMatch(/\/live\/[A-Za-z0-9_-]{43}$/);
  await page.getByRole('button', { name: 'Done' }).click();

  const stranger = await browser.newContext({ viewport: { width: 375, height: 800 } });
  try {
    const visitor = await stranger.newPage();
    const opened = await visitor.goto(url);
    expect(opened?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
    await expect(visitor.getByRole('heading', { name: 'Courier van' })).toBeVisible();
    await expect(visitor.getByRole('region', { name: 'Live map' })).toBeVisible();
    const lastPosition = visitor.getByText(/^Last position /);
    const before = await lastPosition.textContent();

    // A newer report moves the page without a reload.
    await report(device.osmandId, -33.87);
    await expect(lastPosition).not.toHaveText(before!);

    await card.getByRole('button', { name: /^Revoke the link made / }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await expect(visitor.getByText('This link has ended.')).toBeVisible();
    await expect(visitor.getByRole('region', { name: 'Live map' })).toHaveCount(0);
    await visitor.reload();
    await expect(visitor.getByText('This link has ended.')).toBeVisible();
  } finally {
    await stranger.close();
  }
});
