import {
  paymentActionEndpoints,
  paymentHistoryEndpoints,
  paymentMethodEndpoints,
  type PaymentAction,
} from '@lodestar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DECLINED_CARDS } from '../../../test/declined-cards';
import { deviceFixture, userFixture } from '../../../test/fixtures';
import { onCall } from '../../../test/on-call';
import { renderApp } from '../../../test/render-app';
import { mockCurrentUser, mockDevices, server } from '../../../test/server';
import { localPaymentStepHandler, paymentActionFixture } from '../../../test/payment-steps';

/** The Payments page of a tracker's owner with no saved card, on the local provider; `attached` records the attach calls. */
function openAddCard(paymentActions: PaymentAction[] = []) {
  const attached: unknown[] = [];
  mockCurrentUser(userFixture());
  mockDevices([deviceFixture()]);
  server.use(
    onCall(paymentMethodEndpoints.get, () =>
      HttpResponse.json({
        success: true,
        paymentUser: { id: 'cus_1', sourceData: { currency: 'aud' } },
        paymentMethods: [],
        hasSubscriptions: false,
      }),
    ),
    onCall(paymentMethodEndpoints.createPaymentIntent, () =>
      HttpResponse.json({
        success: true,
        clientSecret: 'seti_9_secret_x',
        provider: 'local',
        publishableKey: 'pk_local',
      }),
    ),
    onCall(paymentHistoryEndpoints.history, () => HttpResponse.json({ success: true, data: [], has_more: false })),
    onCall(paymentMethodEndpoints.attachMethod, async ({ request }) => {
      attached.push(await request.json());
      return HttpResponse.json({ success: true, message: 'Added', paymentActions });
    }),
  );
  return { ...renderApp('/user/payments', { signedIn: true }), attached };
}

describe('Add payment method with the local provider', () => {
  // Eight cards through one popup (a few seconds): one render, the number pasted for each.
  it("shows the provider's refusal of each of Stripe's declined cards as it is, and saves none", async () => {
    let answer: (typeof DECLINED_CARDS)[number] = DECLINED_CARDS[0]!;
    const sent: string[] = [];
    server.use(
      http.post('/local-stripe/v1/setup_intents/:id/confirm', async ({ request }) => {
        sent.push(await request.text());
        const { number: _number, message, ...codes } = answer;
        return HttpResponse.json({ error: { type: 'card_error', message, ...codes } }, { status: 402 });
      }),
    );
    const { user, attached } = openAddCard();
    await user.click(await screen.findByRole('button', { name: 'Add payment method' }, { timeout: 20000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add payment method' });
    const number = await within(dialog).findByRole('textbox', { name: 'Card number' }, { timeout: 5000 });
    await user.type(within(dialog).getByRole('textbox', { name: 'MM/YY' }), '12/34');
    await user.type(within(dialog).getByRole('textbox', { name: 'CVC' }), '123');

    // Toasts of one text are not stacked: a refusal worded like the one before shows that one still.
    for (const [index, declined] of DECLINED_CARDS.entries()) {
      answer = declined;
      await user.clear(number);
      await user.click(number);
      await user.paste(declined.number);
      await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
      await waitFor(() => expect(sent).toHaveLength(index + 1));
      expect((await screen.findAllByText(declined.message)).length).toBeGreaterThan(0);
      expect(new URLSearchParams(sent[index]).get('payment_method_data[card][number]')).toBe(declined.number);
    }
    expect(sent).toHaveLength(DECLINED_CARDS.length);
    expect(attached).toEqual([]);
    // The popup stays open for another card.
    expect(screen.getByRole('dialog', { name: 'Add payment method' })).toBeInTheDocument();
  });
});

describe('Add payment method: what a plan owed, charged to the new card', () => {
  it("runs the bank's step for a charge that asks for it, then says the payment is complete", async () => {
    const action = paymentActionFixture({
      clientSecret: 'pi_5_secret_y',
      invoiceId: 'in_5',
      amount: 1649,
      currency: 'aud',
    });
    const steps: string[] = [];
    server.use(
      http.post('/local-stripe/v1/setup_intents/:id/confirm', () =>
        HttpResponse.json({ id: 'seti_9', status: 'succeeded', payment_method: 'pm_new', next_action: null }),
      ),
      localPaymentStepHandler(steps),
      onCall(paymentActionEndpoints.invoicePayment, ({ params }) =>
        HttpResponse.json({
          success: true,
          invoiceId: String(params.id),
          status: 'paid',
          amount: 1649,
          currency: 'aud',
          message: null,
          paymentAction: null,
        }),
      ),
    );
    const { user, attached } = openAddCard([action]);
    await user.click(await screen.findByRole('button', { name: 'Add payment method' }, { timeout: 20000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add payment method' });
    await user.type(
      await within(dialog).findByRole('textbox', { name: 'Card number' }, { timeout: 5000 }),
      '4000002760003184',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'MM/YY' }), '12/34');
    await user.type(within(dialog).getByRole('textbox', { name: 'CVC' }), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));

    const step = await screen.findByRole('dialog', { name: 'Authenticate your card' });
    expect(within(step).getByText('Your card issuer asks you to confirm this payment of $16.49.')).toBeInTheDocument();
    await user.click(within(step).getByRole('button', { name: 'Complete authentication' }));
    expect(await screen.findByText('The payment of $16.49 is complete. Thank you.')).toBeInTheDocument();
    expect(steps).toEqual(['pi_5 client_secret=pi_5_secret_y&outcome=complete']);
    expect(attached).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add payment method' })).not.toBeInTheDocument());
  });
});
