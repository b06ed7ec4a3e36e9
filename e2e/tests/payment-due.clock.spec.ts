import { expect, test } from '@playwright/test';
import { typeCard } from '../helpers/cards.js';
import { plansOwner } from '../helpers/env.js';
import { advancePaymentClock } from '../helpers/payment-clock.js';
import { openPlans, planCard, subscriptionRow } from '../helpers/plans.js';

const DAY = 24 * 60 * 60;

/**
 * A Travel Pass (10 days, $8.24 with GST) paid with a card whose bank asks for 3-D Secure on every charge: its renewal,
 * charged while the owner is away, does not go through. The bell and the Payments page's banner say so; Pay now runs
 * the bank's step and every row changes without a reload. It moves the payment clock, hence `.clock.spec.ts`.
 */
test('a renewal that did not go through is told in the bell and paid from the banner', async ({ page }) => {
  const account = plansOwner('due');
  await openPlans(page, account);
  await planCard(page, 'Travel Pass').getByRole('button', { name: 'Activate Now' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment details' });
  await typeCard(payment, '4000 0027 6000 3184');
  await payment.getByRole('button', { name: 'Continue' }).click();
  // The card asks once to be saved, then again for the payment.
  const step = page.getByRole('dialog', { name: 'Authenticate your card' });
  await expect(step).toContainText('before it is saved');
  await step.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(step).toContainText('confirm this payment of $8.24.');
  await step.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByText('Subscribed successfully')).toBeVisible();

  await advancePaymentClock(11 * DAY);
  await page.goto('/user/payments');
  const banner = page.getByRole('region', { name: 'Payments due' });
  const sentence = /Your bank asks you to confirm the payment of \$8\.24 for Renewal: Travel Pass for .+'s tracker\./;
  await expect(banner).toContainText(sentence);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' }).getByText(sentence)).toBeVisible();
  await page.keyboard.press('Escape');

  await banner.getByRole('button', { name: 'Pay now' }).click();
  await expect(step).toContainText('confirm this payment of $8.24.');
  await step.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByText('Thank you: the payment went through and your plan is active again.')).toBeVisible();
  await expect(banner).toBeHidden();
  const renewal = page.getByRole('table', { name: 'Payment history' }).getByRole('row').nth(1);
  await expect(renewal).toContainText('Renewal: Travel Pass');
  await expect(renewal).toContainText('success');

  await page.goto(`/device/${account.deviceUUID}/settings/plans`);
  await expect(subscriptionRow(page, 'Travel Pass')).toContainText('Renews');
});
