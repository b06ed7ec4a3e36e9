import { expect, test } from '@playwright/test';
import { baseUrl as servedAt, plansOwner } from '../helpers/env.js';
import { typeCard } from '../helpers/cards.js';
import { openPlans, planCard, subscriptionRow, subscriptionsOf } from '../helpers/plans.js';

/**
 * A new owner buys a plan for their tracker on its Update Plan tab, with a card typed into the local payment
 * provider's form, then pauses and resumes it. Each journey needs an account with a tracker of its own that has never
 * had a plan: scripts/e2e.mjs makes them with the admin CLI before the server starts.
 */

/** The browser's time zone (playwright.config.ts). */
const TIME_ZONE = 'Australia/Sydney';

/** A day as the page writes it, in the browser's time zone: "05/12/2028". */
const dayOf = (unixSeconds: number) =>
  new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: TIME_ZONE }).format(
    unixSeconds * 1000,
  );

test('a new owner starts the Yearly free trial with a new card after agreeing to the terms', async ({ page }) => {
  const account = plansOwner('trial');
  const authHeader = await openPlans(page, account);
  await expect(page.getByText('No subscription found')).toBeVisible();

  await planCard(page, 'Yearly').getByRole('button', { name: 'Try for free now with a 30 days trial' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment details' });
  // No saved card yet: the popup opens on the card form.
  await typeCard(payment, '4242 4242 4242 4242');
  await expect(payment.getByText('You will only be charged after your free trial ends.')).toBeVisible();
  const continueButton = payment.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await payment.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
  await continueButton.click();

  await expect(page.getByText('Subscribed successfully')).toBeVisible();
  await expect(payment).toBeHidden();
  const [trial] = await subscriptionsOf(servedAt(), authHeader, account.deviceUUID);
  expect(trial).toMatchObject({ plan: { name: 'Yearly' }, status: 'trialing' });
  await expect(subscriptionRow(page, 'Yearly')).toContainText(`Trial ends ${dayOf(trial!.sourceData.trial_end!)}`);
  await expect(planCard(page, 'Yearly').getByRole('button', { name: 'Subscribed' })).toBeDisabled();
});

test('an owner buys a plan without a trial, pauses it until a chosen day, then resumes it', async ({ page }) => {
  const account = plansOwner('active');
  const authHeader = await openPlans(page, account);

  await planCard(page, 'Bi Yearly').getByRole('button', { name: 'Activate Now' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment details' });
  await typeCard(payment, '4242 4242 4242 4242');
  await expect(payment.getByRole('checkbox')).toHaveCount(0);
  await payment.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Subscribed successfully')).toBeVisible();
  const row = subscriptionRow(page, 'Bi Yearly');
  await expect(row).toContainText('Renews');

  await row.getByRole('button', { name: 'Options for Bi Yearly' }).click();
  await page.getByRole('menuitem', { name: 'Pause' }).click();
  const confirmPause = page.getByRole('dialog', { name: 'Pause subscription' });
  await expect(confirmPause).toContainText('Are you sure you want to pause the subscription.');
  await confirmPause.getByRole('button', { name: 'Pause subscription' }).click();

  // The resume date: the end of the period at the earliest, which is offered; two weeks later is chosen.
  const resumeDate = page.getByRole('dialog', { name: 'Pause subscription' }).getByLabel('Resume date');
  const earliest = await resumeDate.getAttribute('min');
  expect(earliest).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await expect(resumeDate).toHaveValue(earliest!);
  const chosen = new Date(`${earliest}T12:00:00Z`);
  chosen.setUTCDate(chosen.getUTCDate() + 14);
  await resumeDate.fill(chosen.toISOString().slice(0, 10));
  await page
    .getByRole('dialog', { name: 'Pause subscription' })
    .getByRole('button', { name: 'Pause subscription' })
    .click();

  await expect(page.getByText('Paused successfully')).toBeVisible();
  const [paused] = await subscriptionsOf(servedAt(), authHeader, account.deviceUUID);
  expect(paused).toMatchObject({ status: 'pause' });
  // The pause applies from the end of the period paid for, which still runs.
  await expect(row).toContainText(
    `Active until ${dayOf(paused!.current_period_end)}, then paused until ${dayOf(chosen.getTime() / 1000)}`,
  );

  await row.getByRole('button', { name: 'Options for Bi Yearly' }).click();
  const menu = page.getByRole('menu');
  // Bought without a trial just now: within its refund period, so it may also be canceled with a refund.
  await expect(menu.getByRole('menuitem')).toHaveText(['Resume', 'Cancel', 'Cancel with refund']);
  await menu.getByRole('menuitem', { name: 'Resume' }).click();
  const confirmResume = page.getByRole('dialog', { name: 'Resume subscription' });
  await expect(confirmResume).toContainText('Are you sure you want to resume the subscription.');
  await confirmResume.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(page.getByText('Resumed successfully')).toBeVisible();
  await expect(row).toContainText('Renews');
  expect((await subscriptionsOf(servedAt(), authHeader, account.deviceUUID))[0]).toMatchObject({ status: 'active' });
});

test('a card that asks for 3-D Secure is saved once the owner completes the authentication', async ({ page }) => {
  const account = plansOwner('secure');
  await openPlans(page, account);

  await planCard(page, 'Bi Yearly').getByRole('button', { name: 'Activate Now' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment details' });
  await typeCard(payment, '4000 0025 0000 3155');
  await payment.getByRole('button', { name: 'Continue' }).click();

  const authentication = page.getByRole('dialog', { name: 'Authenticate your card' });
  await authentication.getByRole('button', { name: 'Fail authentication' }).click();
  await expect(
    page.getByText(
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    ),
  ).toBeVisible();
  await expect(page.getByText('No subscription found')).toBeVisible();

  await payment.getByRole('button', { name: 'Continue' }).click();
  await authentication.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByText('Subscribed successfully')).toBeVisible();
  await expect(subscriptionRow(page, 'Bi Yearly')).toContainText('Renews');
});

test('a card that asks for 3-D Secure on every charge buys nothing when the step fails or is left, and the plan once it is completed', async ({
  page,
}) => {
  const account = plansOwner('charge');
  const authHeader = await openPlans(page, account);

  await planCard(page, 'Bi Yearly').getByRole('button', { name: 'Activate Now' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment details' });
  await typeCard(payment, '4000 0027 6000 3184');
  await payment.getByRole('button', { name: 'Continue' }).click();
  const authentication = page.getByRole('dialog', { name: 'Authenticate your card' });
  // The card asks once to be saved, then again for the payment, which says its amount.
  await expect(authentication).toContainText('before it is saved');
  await authentication.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(authentication).toContainText(/confirm this payment of \$\d+\.\d\d\./);
  await authentication.getByRole('button', { name: 'Fail authentication' }).click();
  await expect(page.getByText(/did not go through\..*Nothing was bought\./)).toBeVisible();
  await expect(payment).toBeVisible();
  expect(await subscriptionsOf(servedAt(), authHeader, account.deviceUUID)).toEqual([]);
  await expect(page.getByText('No subscription found')).toBeVisible();

  // The card is saved now: Continue pays with it. The owner leaves the page at the bank's step: nothing is bought.
  await payment.getByRole('button', { name: 'Continue' }).click();
  await expect(authentication).toContainText(/confirm this payment of \$\d+\.\d\d\./);
  await page.reload();
  await expect(page.getByText('No subscription found')).toBeVisible();
  expect(await subscriptionsOf(servedAt(), authHeader, account.deviceUUID)).toEqual([]);

  // Back again, this time the owner completes the bank's step.
  await planCard(page, 'Bi Yearly').getByRole('button', { name: 'Activate Now' }).click();
  await payment.getByRole('button', { name: 'Continue' }).click();
  await expect(authentication).toContainText(/confirm this payment of \$\d+\.\d\d\./);
  await authentication.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByText('Subscribed successfully')).toBeVisible();
  await expect(subscriptionRow(page, 'Bi Yearly')).toContainText('Renews');
  expect(await subscriptionsOf(servedAt(), authHeader, account.deviceUUID)).toMatchObject([{ status: 'active' }]);
});
