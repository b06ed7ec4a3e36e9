import { expect, test } from '@playwright/test';
import { signInByApi } from '../helpers/accounts.js';
import { DEMO_USER } from '../helpers/env.js';
import { openSignedIn } from '../helpers/pages.js';

let demoAuth: string;
test.beforeAll(async () => {
  demoAuth = await signInByApi(DEMO_USER);
});

test('an enterprise user creates a group from the side menu, browses it without leaving it, then deletes it', async ({ page }) => {
  await openSignedIn(page, demoAuth);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: '1. Weekend trip' })).toBeVisible();

  await menu.getByRole('button', { name: '+ Add New Group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Group' });
  const create = dialog.getByRole('button', { name: 'Create' });
  await expect(create).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Group name' }).fill('Lockers');
  await dialog.getByRole('searchbox').fill('no such device');
  await expect(dialog.getByText('Device not found. Try a different search term.')).toBeVisible();
  await dialog.getByRole('searchbox').fill('lock');
  await dialog.getByRole('checkbox', { name: 'Gym locker' }).check();
  await dialog.getByRole('checkbox', { name: 'Suitcase lock' }).check();
  await create.click();
  await expect(page.getByText('Saved successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lockers', level: 2 })).toBeVisible();
  await expect(menu.getByRole('link', { name: '2. Lockers' })).toBeVisible();

  const groupUrl = page.url();
  await page.getByRole('link', { name: /Suitcase lock/ }).first().click();
  await expect(page).toHaveURL(groupUrl);

  await page.getByRole('button', { name: 'Group options' }).first().click();
  await page.getByRole('menuitem', { name: 'Delete Group' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Are you sure you want to delete this group?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  // The overview of all devices, where the device browsed last stays selected (so the address may come to name it).
  await expect(page).toHaveURL(/\/(device\/DEMO-LOCK-0001)?$/);
  await expect(page.getByRole('heading', { name: 'Lockers', level: 2 })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: '2. Lockers' })).toHaveCount(0);
});

test('the groups list shows name, device count and creation date, and a row opens its group', async ({ page }) => {
  await openSignedIn(page, demoAuth, '/group/devices');
  const table = page.getByRole('table', { name: 'Device groups' });
  const row = table.getByRole('row', { name: /Weekend trip/ });
  await expect(row).toContainText('3');
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await row.click();
  await expect(page.getByRole('heading', { name: 'Weekend trip', level: 2 })).toBeVisible();
});
