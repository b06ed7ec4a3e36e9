import { expect, test } from '@playwright/test';
import { claimDevice, createVerifiedAccount, newPerson, signInByApi } from '../helpers/accounts.js';
import { chooseFilter, chooseView, deviceTable } from '../helpers/devices.js';
import { baseUrl, unclaimedDevice } from '../helpers/env.js';
import { waitForMail } from '../helpers/mailbox.js';
import { openSignedIn } from '../helpers/pages.js';

test('an owner shares a device with an address that has no account; after sign-up the invitee accepts and sees it', async ({ page, browser }) => {
  const owner = await createVerifiedAccount(newPerson('owner'));
  const ownerAuth = await signInByApi(owner);
  const device = unclaimedDevice('shield_gps', 'E2E-GPS-SHARE');
  await claimDevice(ownerAuth, device, 'Shared tracker');
  const invitee = newPerson('invitee');

  await openSignedIn(page, ownerAuth);
  await chooseView(page, 'List view');
  await deviceTable(page).getByRole('row', { name: /Shared tracker/ }).getByRole('button', { name: 'Device options' }).click();
  await page.getByRole('menuitem', { name: 'Share' }).click();
  const popup = page.getByRole('dialog', { name: 'Share Shared tracker' });
  // The device has no shares yet, so the full form shows at once (no who-has-it step).
  await popup.getByRole('textbox', { name: /^Add people/ }).fill(invitee.email);
  await popup.getByRole('textbox', { name: /^Share message/ }).fill('Keep an eye on it, please.');
  await popup.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Shared successfully')).toBeVisible();

  await page.goto(`/device/${device.deviceUUID}/settings/sharing`);
  const row = page.getByRole('row', { name: new RegExp(invitee.email) });
  await expect(row.getByText('Pending Acceptance')).toBeVisible();

  // The invitation mail asks the person to sign up; after verifying their address the share waits for them.
  const invitation = await waitForMail(invitee.email, /shared/i);
  expect(invitation.text).not.toContain(device.passcode);
  await createVerifiedAccount(invitee);
  const inviteeAuth = await signInByApi(invitee);
  const inviteePage = await (await browser.newContext()).newPage();
  await openSignedIn(inviteePage, inviteeAuth);
  await expect(inviteePage.getByText('You have 1 pending invitation.')).toBeVisible();
  await inviteePage.getByRole('link', { name: 'View' }).click();
  await expect(inviteePage).toHaveURL(/\/invitations$/);
  const card = inviteePage.getByRole('article', { name: 'Shared tracker' });
  await expect(card).toContainText('Keep an eye on it, please.');
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(inviteePage.getByText('Invitation accepted')).toBeVisible();
  await expect(inviteePage).toHaveURL(new RegExp(`/device/${device.deviceUUID}$`));
  await expect(inviteePage.getByRole('heading', { name: 'Shared tracker' }).first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(invitee.email) }).getByText('Accepted', { exact: true })).toBeVisible();
  await inviteePage.context().close();
});

test('the link in the mail of an account share opens that invitation, and accepting shows the owner\'s devices', async ({ page }) => {
  const owner = await createVerifiedAccount(newPerson('owner'));
  const friend = await createVerifiedAccount(newPerson('friend'));
  const ownerAuth = await signInByApi(owner);
  await claimDevice(ownerAuth, unclaimedDevice('shield_card', 'E2E-CARD-SHARE'), 'Front door wallet');
  const invite = await fetch(`${baseUrl()}/api/share-account/invite`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: ownerAuth },
    body: JSON.stringify({ userId: await userIdOf(ownerAuth), email: friend.email }),
  });
  expect(invite.status).toBe(201);

  const mail = await waitForMail(friend.email, /account with you/);
  const path = new URL(mail.text.match(/https?:\/\/\S+\/invitations\/account\/[\w-]+/)![0]).pathname;
  await openSignedIn(page, await signInByApi(friend), path);
  const card = page.getByRole('article', { name: `All devices of ${owner.name}` });
  await expect(card).toHaveAttribute('aria-current', 'true');
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Invitation accepted')).toBeVisible();

  await page.goto('/');
  await chooseFilter(page, 'All Devices');
  await chooseView(page, 'List view');
  await expect(deviceTable(page).getByRole('row', { name: /Front door wallet/ })).toBeVisible();
});

async function userIdOf(authorization: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/users/me`, { headers: { authorization } });
  return ((await response.json()) as { userDetails: { _id: string } }).userDetails._id;
}
