import { expect, test, type Locator, type Page } from '@playwright/test';
import { claimDevice, createVerifiedAccount, newPerson, signInByApi } from '../helpers/accounts.js';
import { chooseFilter, chooseView, deviceTable, listedNames, openOptions } from '../helpers/devices.js';
import { DEMO_USER, sharedRoleUser, unclaimedDevice } from '../helpers/env.js';
import { expectWelcome, openSignedIn } from '../helpers/pages.js';

/** The demo account's devices (`demo:seed`): seven of its own and one shared with it, by name. */
const DEMO_ALL_DEVICES = ['Backpack', 'Bike', 'Camper trailer', 'Delivery van', 'Family car', 'Gym locker', 'Suitcase lock', 'Wallet card'];

let demoAuth: string;
test.beforeAll(async () => {
  demoAuth = await signInByApi(DEMO_USER);
});

/** Whether a card has scrolled fully into the carousel's window. */
const isWithin = async (locator: Locator, container: Locator) => {
  const [box, frame] = await Promise.all([locator.boundingBox(), container.boundingBox()]);
  return box !== null && frame !== null && box.x >= frame.x && box.x + box.width <= frame.x + frame.width;
};

async function openDemo(page: Page, view: 'Combo view' | 'Grid view' | 'List view') {
  await openSignedIn(page, demoAuth);
  await chooseFilter(page, 'All Devices');
  await chooseView(page, view);
}

test('the list view pages six devices at a time, sorted by name', async ({ page }) => {
  await openDemo(page, 'List view');
  await expect(deviceTable(page).getByRole('row')).toHaveCount(7);
  expect(await listedNames(page)).toEqual(DEMO_ALL_DEVICES.slice(0, 6));
  await page.getByRole('button', { name: 'Go to page 2' }).click();
  await expect(deviceTable(page).getByRole('row')).toHaveCount(3);
  expect(await listedNames(page)).toEqual(DEMO_ALL_DEVICES.slice(6));
});

test('the grid view shows cards with type, last seen and the battery gauge for an enterprise user', async ({ page }) => {
  await openDemo(page, 'Grid view');
  const grid = page.getByRole('list', { name: 'Devices' });
  await expect(grid.getByRole('listitem')).toHaveCount(6);
  const bike = grid.getByRole('listitem').filter({ hasText: 'Bike' });
  await expect(bike).toContainText('GPS');
  await expect(bike).toContainText('Last seen 2 days ago');
  await expect(bike).toContainText('%');
  await expect(grid.getByRole('listitem').filter({ hasText: 'Camper trailer' })).toContainText('Last seen N/A');
});

test('the combo view is a carousel with arrows, and choosing a card shows its info panel', async ({ page }) => {
  await openDemo(page, 'Combo view');
  const carousel = page.getByRole('region', { name: 'Devices' });
  await expect(carousel.getByRole('group')).toHaveCount(6);
  const familyCar = carousel.getByRole('heading', { name: 'Family car' });
  const next = page.getByRole('button', { name: 'Next devices' });
  // The carousel opens at the selected device; the arrows move it on until the card is in its window.
  while (!(await isWithin(familyCar, carousel)) && (await next.isEnabled())) {
    await next.click();
    await page.waitForTimeout(500);
  }
  await expect.poll(() => isWithin(familyCar, carousel)).toBe(true);
  await familyCar.click();
  await expect(page).toHaveURL(/\/device\/DEMO-GPS-0001$/);
  const info = page.getByRole('region', { name: 'Device info' });
  await expect(info).toContainText('DEMO-GPS-0001');
  await expect(info.locator('dt', { hasText: 'eDRX' }).locator('xpath=following-sibling::dd[1]')).toHaveText('On');
  await expect(info).toContainText('37 / 150');
});

test('search waits for typing to stop, starts again at page 1, selects the first result and says when nothing matches', async ({ page }) => {
  await openDemo(page, 'List view');
  await page.getByRole('button', { name: 'Go to page 2' }).click();
  await expect(deviceTable(page).getByRole('row')).toHaveCount(3);
  const search = page.getByRole('searchbox', { name: 'Search by device name' });
  await search.pressSequentially('van', { delay: 50 });
  await expect(deviceTable(page).getByRole('row')).toHaveCount(2);
  expect(await listedNames(page)).toEqual(['Delivery van']);
  await expect(page).toHaveURL(/\/device\/DEMO-FLEET-GPS-0001$/);
  await expect(page.getByRole('button', { name: 'Go to page 2' })).toHaveCount(0);
  await search.fill('no such device');
  await expect(page.getByText('Device not found. Try a different search term.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('the options menu follows the privilege: the SuperOwner sees everything, an Unrestricted share no action on the device', async ({ page }) => {
  await openDemo(page, 'List view');
  expect(await openOptions(page, 'Bike')).toEqual([
    'Get temperature',
    'Turn on alarm',
    'Device settings',
    'Share',
    'Manage sharing',
    'Remove device',
    'Remove all',
  ]);
  await page.keyboard.press('Escape');
  expect(await openOptions(page, 'Delivery van')).toEqual(['Get temperature']);
  await page.getByRole('menuitem', { name: 'Get temperature' }).click();
  await expect(page.getByText(/^Temperature: .* °C$/)).toBeVisible();
});

test('the sharedUser role sees neither Share nor Remove, even on its own device', async ({ page }) => {
  const auth = await signInByApi(sharedRoleUser());
  await claimDevice(auth, unclaimedDevice('smart_lock'), 'Locker lock');
  await openSignedIn(page, auth);
  await chooseFilter(page, 'All Devices');
  await chooseView(page, 'List view');
  expect(await openOptions(page, 'Locker lock')).toEqual(['Turn on alarm', 'Device settings']);
  await page.getByRole('menuitem', { name: 'Turn on alarm' }).click();
  await expect(page.getByText('Alarm turned on')).toBeVisible();
  expect(await openOptions(page, 'Locker lock')).toContain('Turn off alarm');
});

test('removing a device asks first, then removes it and says so', async ({ page }) => {
  const account = await createVerifiedAccount(newPerson('remover'));
  const auth = await signInByApi(account);
  await claimDevice(auth, unclaimedDevice('shield_gps'), 'Old tracker');
  await openSignedIn(page, auth);
  await chooseView(page, 'List view');
  await openOptions(page, 'Old tracker');
  await page.getByRole('menuitem', { name: 'Remove device' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove device' });
  await expect(dialog).toContainText(
    'Are you sure you want to delete the device from your account? Deleting the device will remove it from account.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(deviceTable(page).getByRole('link', { name: 'Old tracker' })).toBeVisible();

  await openOptions(page, 'Old tracker');
  await page.getByRole('menuitem', { name: 'Remove device' }).click();
  await page.getByRole('dialog', { name: 'Remove device' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Removed successfully')).toBeVisible();
  // The old passcode is void: the new one stays on screen until it is closed.
  const newPasscode = page.getByText(/^The device now has the passcode \d{6}; the old one no longer works\./);
  await expect(newPasscode).toBeVisible();
  await expectWelcome(page, account.name);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(newPasscode).toBeHidden();
});

test('a GPS device with an active subscription cannot be removed, and the dialog says why', async ({ page }) => {
  await openDemo(page, 'List view');
  await openOptions(page, 'Family car');
  await page.getByRole('menuitem', { name: 'Remove device' }).click();
  const dialog = page.getByRole('dialog', { name: 'Device cannot be removed' });
  await expect(dialog).toContainText('Device has an active subscription, please cancel the subscription to delete the device.');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(deviceTable(page).getByRole('link', { name: 'Family car' })).toBeVisible();
});
