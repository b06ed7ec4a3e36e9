import {
  paymentActionEndpoints,
  paymentHistoryEndpoints,
  paymentMethodEndpoints,
  type PaymentAction,
  type PaymentMethod,
} from '@lodestar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DECLINED_CARDS } from '../../../test/declined-cards';
import { onCall } from '../../../test/on-call';
import { renderApp } from '../../../test/render-app';
import { mockPayer } from '../../../test/payer';
import { server } from '../../../test/server';
import { localPaymentStepHandler, paymentActionFixture } from '../../../test/payment-steps';
import { cardFixture } from '../../../test/subscription-fixtures';

/** Opens the add-card popup of `openAddCard`'s page; answers the dialog and its card fields. */
async function addCardDialog(user: ReturnType<typeof openAddCard>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Add payment method' }, { timeout: 20000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Add payment method' });
  const number = await within(dialog).findByRole('textbox', { name: 'Card number' }, { timeout: 5000 });
  const field = (name: string) => within(dialog).getByRole('textbox', { name });
  return { dialog, number, expiry: field('MM/YY'), cvc: field('CVC') };
}

/** Answers the provider's confirmation of a card as saved (`pm_new`), or with the refusal `error`; logs the forms. */
function mockConfirm(error?: { code: string; message: string; param?: string }) {
  const sent: string[] = [];
  server.use(
    http.post('/local-stripe/v1/setup_intents/:id/confirm', async ({ request }) => {
      sent.push(await request.text());
      return error
        ? HttpResponse.json({ error: { type: 'card_error', ...error } }, { status: 402 })
        : HttpResponse.json({ id: 'seti_9', status: 'succeeded', payment_method: 'pm_new', next_action: null });
    }),
  );
  return sent;
}

/**
 * The Payments page of a tracker's owner with `methods` saved (none by default), on the local provider; `attached`
 * records the attach calls.
 */
function openAddCard(paymentActions: PaymentAction[] = [], methods: PaymentMethod[] = []) {
  const attached: unknown[] = [];
  mockPayer(methods);
  server.use(
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

    // A refusal worded like the one before (under the form, or beside the same field) shows that one still.
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

describe('Add payment method: the card fields as Stripe has them', () => {
  it('formats the number in groups (American Express 4-6-5), the expiry as MM / YY and the CVC as digits, as typed', async () => {
    mockConfirm();
    const { user } = openAddCard();
    const { number, expiry, cvc } = await addCardDialog(user);
    await user.type(number, '4242424242424242');
    expect(number).toHaveValue('4242 4242 4242 4242');
    await user.clear(number);
    await user.type(number, '378282246310005');
    expect(number).toHaveValue('3782 822463 10005');
    await user.type(expiry, '1234');
    expect(expiry).toHaveValue('12 / 34');
    await user.type(cvc, '1a2b3c4d5');
    expect(cvc).toHaveValue('1234');
  });

  it('marks each field in error beside it, focuses the first, and sends nothing', async () => {
    const sent = mockConfirm();
    const { user, attached } = openAddCard();
    const { dialog, number, expiry, cvc } = await addCardDialog(user);
    await user.type(number, '4242424242424241');
    await user.type(expiry, '0120');
    await user.type(cvc, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));

    await waitFor(() => expect(number).toHaveFocus());
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription('Your card number is invalid.');
    expect(expiry).toHaveAttribute('aria-invalid', 'true');
    expect(expiry).toHaveAccessibleDescription("Your card's expiration date is in the past.");
    expect(cvc).toHaveAccessibleDescription("Your card's security code is incomplete.");
    // Beside the fields only: no toast over the dialog repeats them.
    expect(screen.getAllByText('Your card number is invalid.')).toHaveLength(1);
    expect(sent).toEqual([]);
    expect(attached).toEqual([]);

    // Typing in a field clears its error; the card, once right, is saved.
    await user.clear(number);
    await user.type(number, '4242424242424242');
    expect(number).toHaveAttribute('aria-invalid', 'false');
    expect(expiry).toHaveAttribute('aria-invalid', 'true');
    await user.clear(expiry);
    await user.type(expiry, '1234');
    await user.type(cvc, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(attached).toHaveLength(1));
    expect(new URLSearchParams(sent[0]).get('payment_method_data[card][number]')).toBe('4242424242424242');
  });

  it("shows the provider's refusal naming a field beside that field, and any other under the form", async () => {
    const incorrectCvc = DECLINED_CARDS.find((card) => card.code === 'incorrect_cvc')!;
    const { number: _number, ...error } = incorrectCvc;
    mockConfirm(error);
    const { user } = openAddCard();
    const { dialog, number, expiry, cvc } = await addCardDialog(user);
    await user.type(number, incorrectCvc.number);
    await user.type(expiry, '1234');
    await user.type(cvc, '123');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(cvc).toHaveAccessibleDescription(incorrectCvc.message));
    expect(cvc).toHaveAttribute('aria-invalid', 'true');
    expect(cvc).toHaveFocus();
    expect(screen.getAllByText(incorrectCvc.message)).toHaveLength(1);

    mockConfirm({ code: 'processing_error', message: 'An error occurred while processing your card.' });
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An error occurred while processing your card.');
    expect(cvc).toHaveAttribute('aria-invalid', 'false');
  });
});

describe('Add payment method: a second card', () => {
  const saved = cardFixture({ id: 'pm_visa', isDefault: true });

  it('asks whether it pays the plans; kept aside, the default stays', async () => {
    mockConfirm();
    const { user, attached } = openAddCard([], [saved]);
    const { dialog, number, expiry, cvc } = await addCardDialog(user);
    const choice = within(dialog).getByRole('radiogroup', { name: 'Which card pays for your plans?' });
    expect(
      within(choice).getByRole('radio', { name: 'Use this card for my plans (make it the default)' }),
    ).toBeChecked();
    await user.click(within(choice).getByRole('radio', { name: 'Keep Visa •••• 4242, exp 04/29 for my plans' }));
    await user.type(number, '5555555555554444');
    await user.type(expiry, '1234');
    await user.type(cvc, '123');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(attached).toHaveLength(1));
    expect(attached[0]).toMatchObject({ cardId: 'pm_new', makeDefault: false });
  });

  it('made the default when the payer keeps the first choice', async () => {
    mockConfirm();
    const { user, attached } = openAddCard([], [saved]);
    const { dialog, number, expiry, cvc } = await addCardDialog(user);
    await user.type(number, '5555555555554444');
    await user.type(expiry, '1234');
    await user.type(cvc, '123');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(attached).toHaveLength(1));
    expect(attached[0]).toMatchObject({ cardId: 'pm_new', makeDefault: true });
  });

  it('a first card is not asked about: it becomes the default', async () => {
    mockConfirm();
    const { user } = openAddCard();
    const { dialog } = await addCardDialog(user);
    expect(within(dialog).queryByRole('radiogroup')).not.toBeInTheDocument();
  });
});
