import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount, newPerson, signInByApi } from '../helpers/accounts.js';
import { baseUrl, DEMO_USER, noCountryUser } from '../helpers/env.js';
import { linkIn, waitForMail } from '../helpers/mailbox.js';
import { expectWelcome, openSignedIn, signInForm, signOut, submitCode, submitSignIn } from '../helpers/pages.js';
import { totpCode } from '../helpers/totp.js';

const me = (headers: Record<string, string>) => fetch(`${baseUrl()}/api/users/me`, { headers });

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('the profile: full name and time zone saved, /user opens Account settings', async ({ page }) => {
  const account = await createVerifiedAccount(newPerson('profile'));
  const authHeader = await signInByApi(account);
  await openSignedIn(page, authHeader, '/user');
  await expect(page).toHaveURL(/\/user\/account$/);
  await expect(page.getByRole('tab', { name: 'Account settings' })).toHaveAttribute('aria-selected', 'true');

  const profile = section(page, 'Profile');
  await expect(profile.getByRole('textbox', { name: 'Email' })).toHaveValue(account.email);
  await profile.getByRole('textbox', { name: 'Full name' }).fill('Rowan Quill');
  await profile.getByRole('combobox', { name: 'Time zone' }).fill('Brisbane');
  await page.getByRole('option', { name: '(GMT+10:00) Brisbane' }).click();
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();

  const saved = (await (await me({ authorization: authHeader })).json()).userDetails;
  expect(saved).toMatchObject({ name: 'Rowan Quill', timezone: 'Australia/Brisbane', country: 'AU', currency: 'aud' });
  await page.reload();
  await expect(section(page, 'Profile').getByRole('textbox', { name: 'Full name' })).toHaveValue('Rowan Quill');
});

test('a password change ends the other sessions and the new password signs in', async ({ page }) => {
  const account = await createVerifiedAccount(newPerson('password'));
  const otherDevice = await signInByApi(account);
  await openSignedIn(page, await signInByApi(account), '/user/account');

  await section(page, 'Security').getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel('Old password', { exact: true }).fill(account.password);
  const newPassword = `${account.password}-New`;
  await dialog.getByLabel('New password', { exact: true }).fill(newPassword);
  await dialog.getByLabel('Confirm new password', { exact: true }).fill(`${newPassword}x`);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText("New password dosn't match with confirmation")).toBeVisible();
  await dialog.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password was successfully changed')).toBeVisible();

  expect((await me({ authorization: otherDevice })).status).toBe(401);
  await signOut(page);
  const refused = await submitSignIn(page, account);
  expect(refused.status()).toBe(401);
  await page.reload();
  const accepted = await submitSignIn(page, { email: account.email, password: newPassword });
  expect(accepted.status()).toBe(200);
  // Signed in again, back where the sign-out happened.
  await expect(page).toHaveURL(/\/user\/account$/);
});

test('an email change asks the password, waits for the link mailed to the new address, and the old address can undo it', async ({ page }) => {
  const account = await createVerifiedAccount(newPerson('email-from'));
  const newAddress = newPerson('email-to').email;
  const authHeader = await signInByApi(account);
  await openSignedIn(page, authHeader, '/user/account');

  await section(page, 'Profile').getByRole('button', { name: 'Change email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change email' });
  await dialog.getByRole('textbox', { name: 'New email' }).fill(newAddress);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Verification link has been sent to new email, please verify.')).toBeVisible();
  await expect(section(page, 'Profile').getByText(newAddress)).toBeVisible();

  const notice = await waitForMail(account.email, /being changed/);
  expect(notice.text).toContain(newAddress);
  const link = linkIn(await waitForMail(newAddress, /Confirm your new email/), '/login');
  expect((await (await me({ authorization: authHeader })).json()).userDetails.email).toBe(account.email);

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText('Your email address is changed. Please sign in with the new address.')).toBeVisible();
  await signInByApi({ email: newAddress, password: account.password });
  await expect(signInByApi(account)).rejects.toThrow(/401/);

  // The old address's notice takes the account back, and every session it had ends.
  const undo = linkIn(notice, '/login');
  expect(undo.searchParams.get('cancelEmailChange')).toBeTruthy();
  await page.goto(`${undo.pathname}${undo.search}`);
  await expect(page.getByText(/Your email address is back to what it was/)).toBeVisible();
  expect((await me({ authorization: authHeader })).status).toBe(401);
  await signInByApi(account);
});

/** The code of the authenticator's next 30-second step: each step's code is accepted once. */
async function nextCode(secret: string): Promise<string> {
  const step = 30_000;
  await new Promise((resolve) => setTimeout(resolve, step - (Date.now() % step) + 200));
  return totpCode(secret);
}

test('two-step sign-in: enrolled with a QR secret, asked on a new browser, remembered, then asked every time', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const account = await createVerifiedAccount(newPerson('two-step'));
  await openSignedIn(page, await signInByApi(account), '/user/account');
  const security = section(page, 'Security');

  const init = page.waitForResponse((r) => r.url().endsWith('/api/v2/account/2fa/init'));
  await security.getByRole('button', { name: 'Add' }).click();
  const { twoFactorToken: secret } = (await (await init).json()) as { twoFactorToken: string };
  const enrol = page.getByRole('dialog', { name: 'Add two-step sign-in' });
  await expect(enrol.getByRole('img', { name: 'QR code of your two-step sign-in secret' })).toBeVisible();
  await enrol.getByLabel('Authentication code').fill(totpCode(secret));
  await enrol.getByRole('button', { name: 'Verify' }).click();
  const codesDialog = page.getByRole('dialog', { name: 'Save your recovery codes' });
  const codeItems = codesDialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  // allInnerTexts does not wait: the dialog opens only once the verify call has answered.
  await expect(codeItems).toHaveCount(10);
  const recoveryCodes = (await codeItems.allInnerTexts()).map((code) => code.trim());
  await codesDialog.getByRole('button', { name: 'Done' }).click();
  await expect(security.getByText('On', { exact: true })).toBeVisible();

  // A new browser is asked for the code, and remembered once it gave it.
  const context = await browser.newContext();
  const fresh = await context.newPage();
  await fresh.goto('/login');
  expect((await submitSignIn(fresh, account)).status()).toBe(200);
  await expect(signInForm(fresh).code).toBeVisible();
  expect((await submitCode(fresh, await nextCode(secret))).status()).toBe(200);
  await expectWelcome(fresh, account.name);
  await signOut(fresh);
  expect((await submitSignIn(fresh, account)).status()).toBe(200);
  await expectWelcome(fresh, account.name);

  await security.getByRole('button', { name: 'Sign-in setting' }).click();
  const setting = page.getByRole('dialog', { name: 'Sign-in setting' });
  await setting.getByRole('radio', { name: 'Every time' }).check();
  await setting.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();

  // Every time: the remembered browser is asked too; a recovery code stands in for the authenticator, once.
  await signOut(fresh);
  await submitSignIn(fresh, account);
  await expect(signInForm(fresh).code).toBeVisible();
  expect((await submitCode(fresh, recoveryCodes[0]!)).status()).toBe(200);
  await expectWelcome(fresh, account.name);
  await context.close();
});

test('an enterprise account generates an API key, uses it, switches it off and removes it', async ({ page }) => {
  const authHeader = await signInByApi(DEMO_USER);
  // A retried run starts from no key.
  await fetch(`${baseUrl()}/api/v2/account/clientKey`, { method: 'DELETE', headers: { authorization: authHeader } });
  await openSignedIn(page, authHeader, '/user/account');
  const api = section(page, 'API access');

  await api.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('Generated successfully')).toBeVisible();
  await api.getByRole('button', { name: 'Reveal' }).click();
  const key = (await api.getByText(/^lsk_/).innerText()).trim();
  expect((await me({ 'x-api-key': key })).status).toBe(200);

  await api.getByRole('switch', { name: 'Active' }).uncheck();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  expect((await me({ 'x-api-key': key })).status).toBe(401);

  await api.getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText('Please confirm you want to remove the API key.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Removed successfully')).toBeVisible();
  await expect(api.getByRole('button', { name: 'Generate' })).toBeVisible();
});

test('an account without a country is asked for it when the address does not tell it', async ({ page }) => {
  const authHeader = await signInByApi(noCountryUser());
  await openSignedIn(page, authHeader, '/');
  const popup = page.getByRole('dialog', { name: 'Your country' });
  await popup.getByRole('button', { name: 'Save' }).click();
  await expect(popup.getByText('Please select country')).toBeVisible();
  await popup.getByRole('combobox', { name: 'Country' }).fill('New Zealand');
  await page.getByRole('option', { name: 'New Zealand' }).click();
  await popup.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  await expect(popup).toBeHidden();
  expect((await (await me({ authorization: authHeader })).json()).userDetails).toMatchObject({ country: 'NZ', currency: 'nzd' });
});
