import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount, newPerson, signInByApi } from '../helpers/accounts.js';
import { baseUrl, settingsOwner } from '../helpers/env.js';
import { openSignedIn } from '../helpers/pages.js';

const gps = () => ({ deviceUUID: 'E2E-GPS-SETTINGS' });
const lock = () => ({ deviceUUID: 'E2E-LOCK-SETTINGS' });

let ownerAuth: string;
test.beforeAll(async () => {
  ownerAuth = await signInByApi(settingsOwner());
});

/** Settings refused: back on the device overview (which may open the remembered device), with the toast. */
/**
 * Permission denied (the toast, and the overview's notice beside it saying why), then the overview with the device
 * still selected.
 */
async function expectPermissionDenied(page: Page, deviceUUID: string, reason: string) {
  await expect(page.getByText('Permission denied')).toHaveCount(2);
  await expect(page.getByRole('main').getByText(reason)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/device/${deviceUUID}$`));
  await expect(page.getByRole('heading', { name: 'My Devices' })).toBeVisible();
}

test('the owner renames a tracker in Basic settings and changes its reporting interval after confirming', async ({ page }) => {
  await openSignedIn(page, ownerAuth, `/device/${gps().deviceUUID}/settings`);
  await expect(page).toHaveURL(new RegExp(`/device/${gps().deviceUUID}/settings/basic$`));
  await expect(page.getByRole('tablist', { name: 'Device settings' }).getByRole('tab')).toHaveText([
    'Basic settings',
    'Alert & Reports',
    'Security',
    'Sharing',
    'Update Plan',
  ]);
  const basic = page.getByRole('region', { name: 'Basic settings' });
  await basic.getByRole('textbox', { name: 'Name' }).fill('Renamed tracker');
  await basic.getByRole('radiogroup', { name: 'Accent colour' }).getByRole('radio', { name: 'Crimson' }).check();
  await basic.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Renamed tracker' })).toBeVisible();

  await page.getByRole('tab', { name: 'Alert & Reports' }).click();
  const interval = page.getByRole('region', { name: 'Reporting interval' }).getByRole('combobox', { name: 'Reporting interval' });
  await interval.selectOption({ label: '5 minutes' });
  const confirm = page.getByRole('dialog', { name: 'Change reporting interval' });
  await confirm.getByRole('button', { name: 'Change' }).click();
  await expect(confirm).toBeHidden();
  // The Basic save's toast may still show: the saved device is what says that the change is done.
  await expect(page.getByText('Updated successfully').first()).toBeVisible();
  const saved = async () => {
    const device = await fetch(`${baseUrl()}/api/devices/${gps().deviceUUID}`, { headers: { authorization: ownerAuth } });
    return (await device.json()).device[0];
  };
  await expect
    .poll(saved)
    .toMatchObject({ name: 'Renamed tracker', color: '#DC143C', scheduleReportInterval: 300 });
});

test('alert settings of a smart lock send the owner back to the overview with Permission denied', async ({ page }) => {
  await openSignedIn(page, ownerAuth, `/device/${lock().deviceUUID}/settings/alert`);
  await expectPermissionDenied(page, lock().deviceUUID, 'Alert & Reports and Security are for GPS trackers only.');
});

test('a person the tracker is shared with (Unrestricted) cannot open its settings', async ({ page }) => {
  const sharee = await createVerifiedAccount(newPerson('settings-sharee'));
  const share = await fetch(`${baseUrl()}/api/share-device/insert`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: ownerAuth },
    body: JSON.stringify({ deviceUUID: gps().deviceUUID, sharedUserWithEmail: sharee.email, sharerName: 'Owner', accessRightsFlag: 1 }),
  });
  expect(share.status).toBe(201);
  const shareeAuth = await signInByApi(sharee);
  const shareId = ((await share.json()) as { share: { _id: string } }).share._id;
  const accepted = await fetch(`${baseUrl()}/api/invitations/device/${shareId}/accept`, { method: 'POST', headers: { authorization: shareeAuth } });
  expect(accepted.status).toBe(200);

  await openSignedIn(page, shareeAuth, `/device/${gps().deviceUUID}/settings/basic`);
  await expectPermissionDenied(
    page,
    gps().deviceUUID,
    "A device's settings are open to its owner and to those it is shared with as Owner.",
  );
});
