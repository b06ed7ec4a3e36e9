import { expect, test } from '@playwright/test';
import { signInByApi } from '../helpers/accounts.js';
import { typeCard } from '../helpers/cards.js';
import { baseUrl, paymentsOwner } from '../helpers/env.js';
import { openSignedIn } from '../helpers/pages.js';

/**
 * An owner of eleven trackers adds a card on the Payments page, buys a plan for each tracker (as the plan page's
 * Subscribe does), then pages the history and opens an invoice; then cancels one plan with a refund on its plan page,
 * and finds the refund in the history and its credit note in the invoice.
 */
test('the Payments page: a card added, eleven payments paged 10 and 1, an invoice opened, a plan refunded', async ({ page }) => {
  const owner = paymentsOwner();
  const authHeader = await signInByApi(owner);
  await openSignedIn(page, authHeader, '/user/payments');
  await expect(page.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No record found')).toBeVisible();

  await page.getByRole('button', { name: 'Add payment method' }).click();
  const adding = page.getByRole('dialog', { name: 'Add payment method' });
  await typeCard(adding, '4242 4242 4242 4242');
  await adding.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Added successfully')).toBeVisible();
  const methods = page.getByRole('list', { name: 'Saved payment methods' });
  await expect(methods.getByRole('listitem')).toHaveCount(1);
  await expect(methods.getByRole('listitem').first()).toContainText(/Visa •••• 4242, exp 12\/\d{2}/);
  await expect(methods.getByText('Default')).toBeVisible();

  for (const deviceUUID of owner.deviceUUIDs) {
    const bought = await fetch(`${baseUrl()}/api/v2/subscriptions/gps-quarterly/subscribe`, {
      method: 'POST',
      headers: { authorization: authHeader, 'content-type': 'application/json' },
      body: JSON.stringify({ deviceUUID }),
    });
    expect(bought.status).toBe(200);
  }
  // The payments reach the history through the provider's events.
  await expect
    .poll(async () => {
      const answer = await fetch(`${baseUrl()}/api/paymentUser/payment-history?limit=100`, { headers: { authorization: authHeader } });
      return ((await answer.json()) as { data: unknown[] }).data.length;
    })
    .toBe(11);

  await page.reload();
  const history = page.getByRole('table', { name: 'Payment history' });
  const rows = history.getByRole('row');
  await expect(rows).toHaveCount(11);
  await expect(rows.nth(1)).toContainText(/New plan: Quarterly for Tracker \d\d/);
  await expect(rows.nth(1)).toContainText('success');
  const details = history.locator('td[data-column="Details"]');
  const firstPage = await details.allTextContents();
  // With live plans, no method can be removed.
  await expect(methods.getByRole('button', { name: 'Remove' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(rows).toHaveCount(2);
  // The two pages hold each tracker's payment once.
  const everyPayment = [...firstPage, ...(await details.allTextContents())].sort();
  expect(everyPayment).toEqual(owner.deviceUUIDs.map((uuid) => `New plan: Quarterly for Tracker ${uuid.slice(-2)}`));
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('button', { name: 'Prev' }).click();
  await expect(rows).toHaveCount(11);
  await expect(page.getByRole('button', { name: 'Prev' })).toBeDisabled();

  await rows.nth(1).getByRole('button', { name: /^Invoice of/ }).click();
  const invoice = page.getByRole('dialog', { name: 'Invoice' });
  await expect(invoice.getByRole('row', { name: /^Total/ })).toContainText('$43.99');
  await expect(invoice.getByRole('row', { name: /^GST \(10%\)/ })).toContainText('$4.00');
  await expect(invoice.getByRole('row', { name: /^Amount paid/ })).toContainText('$43.99');

  await invoice.getByRole('button', { name: 'Close' }).click();

  const refunded = owner.deviceUUIDs[0]!;
  await page.goto(`${baseUrl()}/device/${refunded}/settings/plans`);
  await page.getByRole('button', { name: 'Options for Quarterly' }).click();
  await page.getByRole('menuitem', { name: 'Cancel with refund' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel with refund' });
  await expect(confirm).toContainText('Are you sure you want to cancel the subscription and get a refund?');
  await confirm.getByRole('button', { name: 'Cancel with refund' }).click();
  await expect(page.getByText('Canceled and refunded successfully')).toBeVisible();
  await expect(page.getByText('No subscription found')).toBeVisible();

  await page.goto(`${baseUrl()}/user/payments`);
  const refundRow = page.getByRole('table', { name: 'Payment history' }).getByRole('row').nth(1);
  await expect(refundRow).toContainText(`Refund: Quarterly for Tracker ${refunded.slice(-2)}`);
  await expect(refundRow).toContainText('-$43.99');
  await expect(refundRow).toContainText('refunded');
  await refundRow.getByRole('button', { name: /^Invoice of/ }).click();
  const credited = page.getByRole('dialog', { name: 'Invoice' });
  await expect(credited.getByRole('list', { name: 'Refunds' })).toContainText(/Credit note \S+-CN-01/);
  const download = page.waitForEvent('download');
  await credited.getByRole('button', { name: /^Download credit note/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^credit-note-\S+-CN-01\.pdf$/);
});
