import { expect, type Page, type Response } from '@playwright/test';
import { baseUrl } from './env.js';
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
  return pressContinue(page, '/api/login');
}

/**
 * At the code step: checks that no second captcha is asked for, enters the code and presses Continue; answers the
 * server's response to POST /api/login/two-step, which takes the code with the password step's ticket.
 */
export async function submitCode(page: Page, code: string): Promise<Response> {
  await expect(page.locator('altcha-widget')).toHaveCount(0);
  await signInForm(page).code.fill(code);
  return pressContinue(page, '/api/login/two-step');
}

/** Presses Continue and answers the response to the sign-in call it caused. */
async function pressContinue(page: Page, path: '/api/login' | '/api/login/two-step'): Promise<Response> {
  const response = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === path);
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

/**
 * Opens a portal page already signed in with this very session, as the browser keeps one after signing in (the
 * app's persisted store), so that a test can follow the same session through the API and the page.
 */
export async function openSignedIn(page: Page, authHeader: string, path = '/'): Promise<void> {
  await page.goto('/login');
  await page.evaluate((header) => {
    const stored = JSON.parse(localStorage.getItem('lodestar') ?? '{"state":{},"version":0}') as { state: Record<string, unknown> };
    localStorage.setItem('lodestar', JSON.stringify({ ...stored, state: { ...stored.state, authHeader: header } }));
  }, authHeader);
  await page.goto(path);
}

/** Opens the portal through a session link, as the phone app's "open in browser" does: a one-time code, exchanged. */
export async function openSessionLink(page: Page, authHeader: string, path = '/'): Promise<void> {
  const response = await fetch(new URL('/api/v2/account/session-link', baseUrl()), { method: 'POST', headers: { authorization: authHeader } });
  if (!response.ok) throw new Error(`POST /api/v2/account/session-link answered ${response.status}`);
  const { code } = (await response.json()) as { code: string };
  await page.goto(`${path}?session=${encodeURIComponent(code)}`);
}
