import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs';

/**
 * Run through `npm run test:e2e` (scripts/e2e.mjs), which builds the app, starts the real server on a fresh
 * embedded database and passes BASE_URL. Browsers are never downloaded: Debian's Chromium only.
 */
const baseURL = process.env.BASE_URL;
if (!baseURL) throw new Error('BASE_URL is not set: run the browser tests with `npm run test:e2e`.');

const jsonReport = process.env.E2E_JSON_REPORT;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // Files run side by side, the tests of a file in order: each file signs up or uses accounts and devices of its
  // own, and none of them moves the payment clock, which every test would share (but see the projects below).
  fullyParallel: false,
  workers: 2,
  // The tests that move the payment clock (`*.clock.spec.ts`: renewals, trial ends) run after all the others, one at
  // a time, so that no other test sees time jump under it. A project's dependencies run whatever --grep says: to run
  // a clock test alone, add --no-deps (`npm run test:e2e -- --grep "…" --no-deps`).
  projects: [
    { name: 'journeys', testIgnore: /\.clock\.spec\.ts$/ },
    { name: 'payment clock', testMatch: /\.clock\.spec\.ts$/, dependencies: ['journeys'], workers: 1 },
  ],
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: jsonReport ? [['list'], ['json', { outputFile: jsonReport }]] : 'list',
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    locale: 'en-AU',
    timezoneId: 'Australia/Sydney',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: chromiumLaunchOptions(),
  },
});
