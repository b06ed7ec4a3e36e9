import { billingMessages, paymentsDueEndpoints, type DuePayment, type PaymentRequiredBody } from '@lodestar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { onCall } from '../../../test/on-call';
import { localPaymentStepHandler, paymentActionFixture } from '../../../test/payment-steps';
import { openPayments } from '../../../test/payments-page-mocks';
import { server } from '../../../test/server';

describe('Payments page: the account credit and the payments due', () => {
  it("shows the account's credit and where it came from and went, a page more on Show more", async () => {
    const { user } = openPayments();
    expect(
      await screen.findByText('You have $3.51 of account credit. Your next payments use it before your card.'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Credit movements' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      'Used for Renewal 21: Monthly for Bike (invoice LOCAL-0021)-$16.49$3.51',
    );
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent(
      'Unused time: Plan change: Yearly for Bike (invoice LOCAL-0019)+$20.00$20.00',
    );
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('shows a payment due with Pay now; the bank asks for its step, and once done every list is read again', async () => {
    const owed: DuePayment = {
      invoiceId: 'in_88',
      invoiceNumber: 'LOCAL-0088',
      amount: 1649,
      currency: 'aud',
      description: 'Renewal: Monthly for Bike',
      reason: 'failed',
      nextAttempt: 1_780_259_200,
    };
    const message = billingMessages.confirmPayment;
    const paymentAction = paymentActionFixture({ invoiceId: 'in_88', amount: 1649, currency: 'aud' });
    const waiting: PaymentRequiredBody = { success: false, message, errors: [message], paymentAction };
    const keys: (string | null)[] = [];
    const steps: string[] = [];
    server.use(
      onCall(paymentsDueEndpoints.pay, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        if (keys.length > 1) return HttpResponse.json({ success: true, message: billingMessages.duePaid });
        return HttpResponse.json(waiting, { status: 402 });
      }),
      localPaymentStepHandler(steps),
    );
    const { user, historyQueries } = openPayments({ due: [owed] });
    const banner = await screen.findByRole('region', { name: 'Payments due' });
    expect(banner).toHaveTextContent(
      'The payment of $16.49 for Renewal: Monthly for Bike did not go through. We will try your card again on 31/05/2026; pay now to settle it at once.',
    );
    await waitFor(() => expect(historyQueries).toHaveLength(1));
    await user.click(within(banner).getByRole('button', { name: 'Pay now' }));
    const step = await screen.findByRole('dialog', { name: 'Authenticate your card' });
    await user.click(within(step).getByRole('button', { name: 'Complete authentication' }));
    expect(await screen.findByText(billingMessages.duePaid)).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Payments due' })).not.toBeInTheDocument());
    await waitFor(() => expect(historyQueries).toHaveLength(2));
  });
});
