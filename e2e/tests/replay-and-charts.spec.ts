import { expect, test } from '@playwright/test';
import { claimDevice, createVerifiedAccount, newPerson, signInByApi } from '../helpers/accounts.js';
import { ingestUrl, unclaimedDevice } from '../helpers/env.js';
import { openSignedIn } from '../helpers/pages.js';

const REPORTS = 12;
const START = Math.floor(Date.now() / 1000) - 3600;

/** A phone's OsmAnd report, one a minute along a street, its battery a point lower each time. */
async function report(osmandId: string, step: number) {
  const latitude = (-33.86 - step * 0.002).toFixed(5);
  const response = await fetch(
    `${ingestUrl()}/?id=${osmandId}&lat=${latitude}&lon=151.2093&timestamp=${START + step * 60}&batt=${90 - step}`,
  );
  expect(response.status).toBe(200);
}

test('the history map replays the page and a time range with the marker moving, and Charts draws the battery and reports', async ({
  page,
}) => {
  const device = unclaimedDevice('shield_gps', 'E2E-GPS-REPLAY');
  const auth = await signInByApi(await createVerifiedAccount(newPerson('replay')));
  await claimDevice(auth, device, 'Replayed tracker');
  for (let step = 1; step <= REPORTS; step += 1) await report(device.osmandId, step);

  await openSignedIn(page, auth, `/device/${device.deviceUUID}`);
  await page.getByRole('button', { name: 'Replay', exact: true }).click();
  const replayMap = page.getByRole('region', { name: 'Replay map' });
  await expect(replayMap).toBeVisible();
  const marker = replayMap.locator('path.lodestar-replay-marker');
  await expect(marker).toHaveCount(1);
  const slider = page.getByRole('slider', { name: 'Replay time' });
  const sliderValue = async () => Number(await slider.getAttribute('aria-valuenow'));
  const startedAt = await sliderValue();
  const startedWhere = await marker.getAttribute('d');

  // At 64× the page's ten minutes take about ten seconds: the time and the marker move while it plays.
  await page.getByRole('combobox', { name: 'Speed' }).click();
  await page.getByRole('option', { name: '64×' }).click();
  await page.getByRole('button', { name: 'Play replay' }).click();
  await expect.poll(sliderValue, { timeout: 10_000 }).toBeGreaterThan(startedAt + 60_000);
  await expect.poll(() => marker.getAttribute('d')).not.toBe(startedWhere);
  await page.getByRole('button', { name: 'Pause replay' }).click();
  const pausedAt = await sliderValue();
  await page.waitForTimeout(500);
  expect(await sliderValue()).toBe(pausedAt);

  // A time range: the last 24 hours hold every report, oldest first, ready to play from its start.
  await page.getByRole('button', { name: 'Time range' }).click();
  await expect(page.getByText('Choose a time range and press Load.')).toBeVisible();
  await page.getByRole('button', { name: 'Load' }).click();
  await expect(page.getByRole('button', { name: 'Play replay' })).toBeVisible();
  expect(await slider.getAttribute('aria-valuemin')).toBe(String((START + 60) * 1000));
  expect(await slider.getAttribute('aria-valuemax')).toBe(String((START + REPORTS * 60) * 1000));
  await page.getByRole('button', { name: 'Close replay' }).click();
  await expect(replayMap).toHaveCount(0);

  // Charts, from Device info: the last 24 hours by default, drawn from the reports just made.
  await page.getByRole('link', { name: 'Charts' }).click();
  await expect(page).toHaveTitle('Lodestar | Charts');
  const battery = page.getByRole('region', { name: 'Battery' });
  await expect(battery.getByRole('img', { name: `Battery: lowest ${90 - REPORTS}%, highest 89%.` })).toBeVisible();
  await expect(battery.locator('svg path').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Temperature' })).toContainText('No data in this range');
  await expect(page.getByRole('region', { name: 'Reports' }).getByRole('img')).toHaveAccessibleName(
    new RegExp(`^Reports: ${REPORTS} reports, at most \\d+ reports? in 5 minutes\\.$`),
  );

  await page.getByRole('button', { name: '7 days' }).click();
  await expect(page.getByText(/, each point 30 minutes$/)).toBeVisible();
  await expect(battery.getByRole('img')).toHaveAccessibleName(`Battery: lowest ${90 - REPORTS}%, highest 89%.`);
});
