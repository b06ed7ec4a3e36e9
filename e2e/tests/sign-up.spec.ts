import { expect, test } from '@playwright/test';
import { createVerifiedAccount, newPerson, signInByApi } from '../helpers/accounts.js';
import { solveCaptcha, solveCaptchaWidget } from '../helpers/captcha.js';
import { baseUrl } from '../helpers/env.js';
import { linkIn, waitForMail } from '../helpers/mailbox.js';
import { escapeRegExp, expectWelcome, openSessionLink, signOut, submitSignIn } from '../helpers/pages.js';

test('a person signs up, follows the verification mail, is signed in and welcomed, signs out and in again', async ({ page }) => {
  const person = newPerson('signup');

  await test.step('sign up', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/signup$/);

    await page.getByLabel('Name', { exact: true }).fill(person.name);
    await page.getByLabel('Email', { exact: true }).fill(person.email);
    await page.getByRole('combobox', { name: 'Country' }).fill('Australia');
    await page.getByRole('option', { name: 'Australia', exact: true }).click();

    const rules = page.getByRole('list', { name: 'Password rules' });
    await expect(rules.getByRole('img', { name: 'Rule not met' })).toHaveCount(5);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await expect(rules.getByRole('img', { name: 'Rule met' })).toHaveCount(5);

    await page.getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ }).check();
    await solveCaptchaWidget(page);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/resendVerificationEmail/${escapeRegExp(encodeURIComponent(person.email))}$`));
  });

  await test.step('follow the verification link from the mailbox: signed in and welcomed', async () => {
    const mail = await waitForMail(person.email, /verify/i);
    await page.goto(linkIn(mail, '/login').toString());
    await expect(page.getByText('Your email address is verified, and you are signed in.')).toBeVisible();
    await expectWelcome(page, person.name);
    await signOut(page);
  });

  let authHeader = '';
  await test.step('sign in again and see the welcome message', async () => {
    const response = await submitSignIn(page, person);
    expect(response.status()).toBe(200);
    authHeader = ((await response.json()) as { authHeader: string }).authHeader;
    await expectWelcome(page, person.name);
  });

  await test.step('sign out: back on sign-in, and the old session no longer works', async () => {
    await signOut(page);
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    const me = await fetch(`${baseUrl()}/api/users/me`, { headers: { authorization: authHeader } });
    expect(me.status).toBe(401);
  });
});

test('a verification link opened in another browser asks for the sign-up password first', async ({ page, browser }) => {
  const person = newPerson('other-browser');
  const signedUp = await fetch(`${baseUrl()}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...person, country: 'AU', captcha: await solveCaptcha() }),
  });
  expect(signedUp.status).toBe(201);
  const link = linkIn(await waitForMail(person.email, /verify/i), '/login').toString();

  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    await other.goto(link);
    const dialog = other.getByRole('dialog', { name: 'Verify your email' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Password', { exact: true }).fill(person.password);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(other.getByText('Your email address is verified, and you are signed in.')).toBeVisible();
    await expectWelcome(other, person.name);
  } finally {
    await elsewhere.close();
  }
  await page.goto('/login');
  expect((await submitSignIn(page, person)).status()).toBe(200);
});

test('a session link signs in once, and asks before it replaces the session of someone signed in', async ({ page }) => {
  const account = await createVerifiedAccount(newPerson('session-link'));
  const authHeader = await signInByApi(account);
  await openSessionLink(page, authHeader);
  await expectWelcome(page, account.name);
  await expect(page).not.toHaveURL(/session=/);

  await openSessionLink(page, authHeader);
  const dialog = page.getByRole('dialog', { name: 'Open this sign-in link?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expectWelcome(page, account.name);
  await expect(page).not.toHaveURL(/session=/);
});
