import { expect, test } from '@playwright/test';
import { typeCard } from '../helpers/cards.js';
import { baseUrl as servedAt, plansOwner } from '../helpers/env.js';
import { linkIn, waitForMail } from '../helpers/mailbox.js';
import { advancePaymentClock } from '../helpers/payment-clock.js';
import { escapeRegExp } from '../helpers/pages.js';
import { openPlans, planCard, subscriptionRow, subscriptionsOf } from '../helpers/plans.js';

/**
 * A renewal charged while the owner is away, to a card whose bank asks for 3-D Secure on every charge
 * (4000 0027 6000 3184): the plan waits for the owner, who is mailed a link to the page that completes the payment.
 * It moves the payment clock, hence a `.clock.spec.ts` file (run after every other test, see playwright.config.ts).
 */

const DAY = 24 * 60 * 60;

test('a renewal that asks for authentication is paid from the mailed link', async ({ page }) => {
  const account = plansOwner('renewal');
  const authHeader = await openPlans(page, account);

  // The Yearly plan's free trial: the card is saved now (its bank asks once for that), and nothing is charged yet.
  await planCard(page, 'Yearly').getByRole('button', { name: 'Try for free now with a 30 days trial' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment details' });
  await typeCard(payment, '4000 0027 6000 3184');
  await payment.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
  await payment.getByRole('button', { name: 'Continue' }).click();
  const cardAuthentication = page.getByRole('dialog', { name: 'Authenticate your card' });
  await expect(cardAuthentication).toContainText('before it is saved');
  await cardAuthentication.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByText('Subscribed successfully')).toBeVisible();
  const row = subscriptionRow(page, 'Yearly');
  await expect(row).toContainText('Trial ends');

  // The trial ends; its renewal is charged off session an hour later, and the bank asks the card holder to confirm.
  await advancePaymentClock(31 * DAY);
  const [waiting] = await subscriptionsOf(servedAt(), authHeader, account.deviceUUID);
  expect(waiting).toMatchObject({ status: 'past_due', authenticationInvoiceId: expect.stringMatching(/^in_/) });
  const pagePath = `/user/payments/authenticate/${waiting!.authenticationInvoiceId}`;

  await page.reload();
  const needed = row.getByRole('link', { name: 'Authentication needed to pay' });
  await expect(needed).toHaveAttribute('href', pagePath);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Authentication needed to pay' }).first()).toHaveAttribute(
    'href',
    pagePath,
  );

  // The mail names the amount and links to the page that completes the payment.
  const mail = await waitForMail(account.email, /^Your bank asks you to confirm a Lodestar payment of \$[\d,]+\.\d\d$/);
  const amount = /\$[\d,]+\.\d\d$/.exec(mail.subject)![0];
  await page.goto(linkIn(mail, pagePath).toString());
  await expect(
    page.getByText(`Your bank asks you to confirm the payment of ${amount} before it goes through.`),
  ).toBeVisible();
  await page.getByRole('button', { name: `Confirm payment of ${amount}` }).click();
  const paymentAuthentication = page.getByRole('dialog', { name: 'Authenticate your card' });
  await expect(paymentAuthentication).toContainText(new RegExp(`confirm this payment of ${escapeRegExp(amount)}\\.`));
  await paymentAuthentication.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByText(`The payment of ${amount} is complete. Thank you.`)).toBeVisible();
  await expect(paymentAuthentication).toBeHidden();

  // The plan is active again, renewed for a year.
  await page.goto(`/device/${account.deviceUUID}/settings/plans`);
  await expect(row).toContainText('Renews');
  await expect(row.getByRole('link', { name: 'Authentication needed to pay' })).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByText(`${account.name}'s tracker`).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Authentication needed to pay' })).toHaveCount(0);
  expect(await subscriptionsOf(servedAt(), authHeader, account.deviceUUID)).toMatchObject([
    { status: 'active', authenticationInvoiceId: null },
  ]);
});
