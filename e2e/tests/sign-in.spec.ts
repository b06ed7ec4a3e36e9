import { expect, test } from '@playwright/test';
import { createVerifiedAccount } from '../helpers/accounts.js';
import { twoFactorUser } from '../helpers/env.js';
import { expectWelcome, signInForm, submitCode, submitSignIn } from '../helpers/pages.js';
import { totpCode } from '../helpers/totp.js';

test('a wrong password shows the server’s message and stays on sign-in, with a fresh captcha', async ({ page }) => {
  const account = await createVerifiedAccount();
  await page.goto('/login');
  const response = await submitSignIn(page, { email: account.email, password: `${account.password}-wrong` });
  expect(response.status()).toBe(401);
  await expect(page.getByText('The email or password you entered is incorrect.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(signInForm(page).password).toBeVisible();
  // A fresh captcha, which shows no error before the person submits again.
  await expect(page.locator('altcha-widget')).toBeVisible();
  await expect(page.getByText('reCAPTCHA required')).toHaveCount(0);
});

test('a user with two-step sign-in is asked for the code, then signs in with it and no second captcha', async ({ page }) => {
  // The account is made by scripts/e2e.mjs with `user:create --two-factor` before the server starts.
  const user = twoFactorUser();
  const form = signInForm(page);
  await page.goto('/login');

  const first = await submitSignIn(page, user);
  expect(first.status()).toBe(200);
  await expect(form.code).toBeVisible();
  await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  const second = await submitCode(page, totpCode(user.secret));
  expect(second.status()).toBe(200);
  await expectWelcome(page, user.name);
});
