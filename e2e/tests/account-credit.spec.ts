import { expect, test } from '@playwright/test';
import { typeCard } from '../helpers/cards.js';
import { plansOwner } from '../helpers/env.js';
import { waitForMail } from '../helpers/mailbox.js';
import { openPlans, planCard } from '../helpers/plans.js';

/**
 * An owner support gave $20.00 of credit (scripts/e2e.mjs) sees it on the Payments page, buys a Quarterly plan
 * ($43.99 with GST) whose quote takes the credit off before the card, and finds the payment with both parts, the
 * credit used, the invoice's applied balance and the receipt that says which paid what.
 */
test('account credit: seen, used by a purchase quoted after it, and accounted for in the history, invoice and receipt', async ({
  page,
}) => {
  const account = plansOwner('credit');
  await openPlans(page, account);

  await page.goto('/user/payments');
  await expect(
    page.getByText('You have $20.00 of account credit. Your next payments use it before your card.'),
  ).toBeVisible();
  const movements = page.getByRole('table', { name: 'Credit movements' });
  await expect(movements.getByRole('row').nth(1)).toContainText('Goodwill credit');

  await page.goto(`/device/${account.deviceUUID}/settings/plans`);
  await planCard(page, 'Quarterly').getByRole('button', { name: 'Activate Now' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment details' });
  const summary = payment.getByRole('group', { name: 'Order summary' });
  await expect(summary).toContainText('Account credit-$20.00');
  await expect(summary).toContainText('Charged to your card$23.99');
  await typeCard(payment, '4242 4242 4242 4242');
  await payment.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Subscribed successfully')).toBeVisible();

  // Straight from the purchase, without waiting for the provider's events.
  await page.goto('/user/payments');
  await expect(page.getByText('You have no account credit.')).toBeVisible();
  const history = page.getByRole('table', { name: 'Payment history' });
  const row = history.getByRole('row').nth(1);
  await expect(row).toContainText('$43.99');
  await expect(row).toContainText('Card $23.99 + credit $20.00');
  await expect(row).toContainText('success');
  await expect(movements.getByRole('row').nth(1)).toContainText(/Used for New plan: Quarterly for .+ \(invoice /);

  await row.getByRole('button', { name: /^Invoice of/ }).click();
  const invoice = page.getByRole('dialog', { name: /Invoice/ });
  await expect(invoice).toContainText('Applied balance');
  await expect(invoice).toContainText('-$20.00');
  await expect(invoice).toContainText('$23.99');

  const receipt = await waitForMail(account.email, /^Your Lodestar receipt: \$43\.99$/);
  expect(receipt.text).toContain('Your account credit paid $20.00 and your card $23.99.');
});
