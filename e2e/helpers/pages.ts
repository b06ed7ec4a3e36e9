import { expect, type Page, type Response } from '@playwright/test';
import { solveCaptchaWidget } from './captcha.js';

/** The sign-in form's fields, found the way a person finds them: by their labels. */
export const signInForm = (page: Page) => ({
  email: page.getByLabel('Email', { exact: true }),
  password: page.getByLabel('Password', { exact: true }),
  code: page.getByLabel('Authentication code', { exact: true }),
  submit: page.getByRole('button', { name: 'Continue', exact: true }),
});

/**
 * Fills the sign-in form, solves the captcha and presses Continue; answers the server's response to
 * POST /api/login (whatever its status) so a test can check what the server said.
 */
export async function submitSignIn(page: Page, credentials: { email: string; password: string }): Promise<Response> {
  const form = signInForm(page);
  await form.email.fill(credentials.email);
  await form.password.fill(credentials.password);
  await solveCaptchaWidget(page);
  return pressContinue(page);
}

/** Presses Continue and answers the response to POST /api/login that it caused. */
export async function pressContinue(page: Page): Promise<Response> {
  const response = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/login');
  await signInForm(page).submit.click();
  return response;
}

/** The signed-in shell's welcome for an account with no devices. */
export async function expectWelcome(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { name: new RegExp(`^Welcome\\b.*${escapeRegExp(name)}`) })).toBeVisible();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens a portal page already signed in, through the `session` link parameter the route guard accepts. */
export async function openSignedIn(page: Page, authHeader: string, path = '/'): Promise<void> {
  const url = new URL(path, 'http://placeholder');
  url.searchParams.set('session', authHeader.replace(/^Bearer /, ''));
  await page.goto(`${url.pathname}${url.search}`);
}
