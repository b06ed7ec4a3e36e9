import { expect, type Page } from '@playwright/test';

/** Picks a view type from the top bar's menu. */
export async function chooseView(page: Page, label: 'Combo view' | 'Grid view' | 'List view'): Promise<void> {
  await page.getByRole('button', { name: 'View type' }).click();
  await page.getByRole('menuitem', { name: label }).click();
}

/** Picks a device-type filter in the side menu. */
export async function chooseFilter(page: Page, label: 'Portable Smart Lock' | 'GPS' | 'Card' | 'All Devices'): Promise<void> {
  await page.getByRole('navigation').getByText(label, { exact: true }).click();
}

export const deviceTable = (page: Page) => page.getByRole('table', { name: 'Devices' });

/** The names of the devices the list view shows, top to bottom. */
export async function listedNames(page: Page): Promise<string[]> {
  const links = deviceTable(page).getByRole('row').getByRole('link');
  return links.allTextContents();
}

/** Opens the options menu of the device's row in the list view and answers the items it offers. */
export async function openOptions(page: Page, deviceName: string): Promise<string[]> {
  await deviceTable(page).getByRole('row', { name: new RegExp(deviceName) }).getByRole('button', { name: 'Device options' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return (await menu.getByRole('menuitem').allTextContents()).map((text) => text.trim());
}
