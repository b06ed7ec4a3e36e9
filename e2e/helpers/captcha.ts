import { expect, type Page } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { baseUrl } from './env.js';

/**
 * Solves the server's ALTCHA proof of work in Node, for setting up accounts through the API: fetches a fresh
 * challenge from GET /api/captcha/challenge and answers the payload a form sends as `captcha`
 * (base64 of the JSON `{ challenge, solution }`, as the widget makes it).
 */
export async function solveCaptcha(): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/captcha/challenge`);
  if (!response.ok) throw new Error(`GET /api/captcha/challenge answered ${response.status}`);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error('Could not solve the captcha challenge in time.');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * Ticks the ALTCHA widget's "I'm not a robot" box on a page and waits until the widget reports that it is
 * verified. The click goes to the box's label: the widget draws its tick mark over the middle of the box itself.
 */
export async function solveCaptchaWidget(page: Page): Promise<void> {
  const widget = page.locator('altcha-widget');
  await expect(widget.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
  await widget.getByText("I'm not a robot", { exact: true }).click();
  await expect
    .poll(() => widget.evaluate((element) => (element as HTMLElement & { getState(): string }).getState()), {
      message: 'the captcha widget reports "verified"',
      timeout: 30_000,
    })
    .toBe('verified');
}
