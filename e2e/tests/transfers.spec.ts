import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signInByApi } from '../helpers/accounts.js';
import { typeCard } from '../helpers/cards.js';
import { baseUrl, dealer } from '../helpers/env.js';
import { openSignedIn } from '../helpers/pages.js';

/** A spreadsheet as a dealer would fill in the template: a header row, then one device a row. */
async function spreadsheet(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Devices');
  for (const row of [['Device Name', 'Serial Number'], ...rows]) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * A dealer adds the trackers allocated to the dealership from a spreadsheet with good and bad rows, then transfers one
 * of the new trackers to a customer with a yearly plan, paid with a card added on the way.
 */
test('a dealer uploads a sheet with good and bad rows, then transfers one of the new devices with a plan', async ({
  page,
}) => {
  const seller = dealer();
  const [first, second] = seller.stock;
  const authHeader = await signInByApi(seller);
  await openSignedIn(page, authHeader, '/add-devices');
  await expect(page.getByText(/Up to 1,000 rows and 2 MB per \.xlsx file/)).toBeVisible();

  const file = await spreadsheet([
    ['Van One', first!],
    ['Van Two', second!],
    ['Ghost', 'E2E-NO-SUCH-TRACKER'],
    ['Typo', 'x'],
  ]);
  await page.getByLabel('Spreadsheet', { exact: true }).setInputFiles({
    name: 'stock.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  await expect(page.getByText('Chosen: stock.xlsx')).toBeVisible();
  await page.getByRole('button', { name: 'Add Devices' }).click();
  await expect(page.getByText('2 of 4 devices added: the Reason column says why the others were not.')).toBeVisible();

  const results = page.getByRole('table', { name: 'Upload results' });
  await expect(results.getByRole('row')).toHaveCount(5);
  await expect(page.getByRole('status').filter({ hasText: 'rows added' })).toHaveText(
    '2 of 4 rows added to your account.',
  );
  await expect(results.getByRole('row', { name: /Van One/ })).toContainText('Activated, no plan yet');
  await expect(results.getByRole('row', { name: /Ghost/ })).toContainText('Not Activated');
  await expect(results.getByRole('row', { name: /Ghost/ })).toContainText(
    'Serial number not found among the devices allocated to your dealership.',
  );
  await expect(results.getByRole('row', { name: /Typo/ })).toContainText(
    'The serial number must be 4 to 64 letters, digits or dashes.',
  );

  await page.getByRole('navigation').getByRole('link', { name: 'Transfer Dealership Devices' }).click();
  // Exactly "Device": until the page has loaded, Add Devices and its "Device type" are still on screen.
  const devicePicker = page.getByRole('combobox', { name: 'Device', exact: true });
  await devicePicker.click();
  await page.getByRole('option', { name: new RegExp(first!) }).click();
  await page.getByRole('combobox', { name: 'User' }).fill(seller.receiver.email);
  await page.getByRole('option', { name: new RegExp(seller.receiver.name) }).click();
  await page.getByRole('radio', { name: /^Yearly/ }).check();
  const summary = page.getByLabel('Summary');
  await expect(summary).toContainText('One-time device fee$25.00');
  await expect(summary).toContainText('Total paid now$173.49');
  await expect(page.getByText('Please add card details')).toBeVisible();

  await summary.getByRole('button', { name: 'Add card' }).click();
  const adding = page.getByRole('dialog', { name: 'Add payment method' });
  await typeCard(adding, '4242 4242 4242 4242');
  await adding.getByRole('button', { name: 'Save card' }).click();
  await expect(summary.getByRole('combobox', { name: 'Pay with' })).toContainText('Visa •••• 4242');

  await page.getByRole('button', { name: 'Transfer Device' }).click();
  const confirm = page.getByRole('dialog', { name: 'Transfer device' });
  await expect(confirm).toContainText(
    `Transfer Van One to ${seller.receiver.name} (${seller.receiver.email}) with the Yearly plan? $173.49`,
  );
  await confirm.getByRole('button', { name: 'Pay and transfer' }).click();
  await expect(page.getByText('Device transferred successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset' })).toBeDisabled();
  // The form stays locked for 3 seconds, then starts again without the transferred tracker.
  await expect(page.getByRole('button', { name: 'Reset' })).toBeEnabled({ timeout: 6000 });
  await devicePicker.click();
  await expect(page.getByRole('option', { name: /Van Two/ })).toBeVisible();
  await expect(page.getByRole('option', { name: /Van One/ })).toHaveCount(0);

  const receiverAuth = await signInByApi(seller.receiver);
  const me = (await (
    await fetch(`${baseUrl()}/api/users/me`, { headers: { authorization: receiverAuth } })
  ).json()) as { _id: string };
  const devices = await fetch(`${baseUrl()}/api/devices/find/${me._id}?type=shield_gps&perPage=999`, {
    headers: { authorization: receiverAuth },
  });
  expect(
    ((await devices.json()) as { data: { deviceUUID: string; subscription: { status: string } }[] }).data.map(
      (device) => [device.deviceUUID, device.subscription.status],
    ),
  ).toEqual([[first, 'Active']]);
});
