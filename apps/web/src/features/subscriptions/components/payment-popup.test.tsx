import { COUPON_NOT_VALID, couponEndpoints, paymentMethodEndpoints, type Plan } from '@lodestar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { deviceFixture } from '../../../test/fixtures';
import { onCall } from '../../../test/on-call';
import { renderSettings } from '../../../test/render-settings';
import { server } from '../../../test/server';
import { cardFixture, couponFixture, planFixture } from '../../../test/subscription-fixtures';
import { mockPlanPage } from '../../../test/plan-page-mocks';

const CLIENT_SECRET = 'seti_123_secret_abc';
const trialPlan = planFixture({ freeTrialDays: 7 });

/** The create-payment-intent of the local provider, and its SetupIntent confirm (needing 3-D Secure) and authenticate. */
function mockLocalProvider({ confirmStatus = 'requires_action' } = {}) {
  const sent: { step: string; form: string }[] = [];
  const attached: unknown[] = [];
  const intent = (status: string) => ({
    id: 'seti_123',
    status,
    payment_method: status === 'succeeded' ? 'pm_new' : null,
    next_action: status === 'requires_action' ? { type: 'use_stripe_sdk' } : null,
    last_setup_error: null,
  });
  server.use(
    onCall(paymentMethodEndpoints.createPaymentIntent, () =>
      HttpResponse.json({ success: true, clientSecret: CLIENT_SECRET, provider: 'local', publishableKey: 'pk_local' }),
    ),
    http.post('/local-stripe/v1/setup_intents/:id/:step', async ({ request, params }) => {
      sent.push({ step: `${String(params.id)}/${String(params.step)}`, form: await request.text() });
      return HttpResponse.json(intent(params.step === 'confirm' ? confirmStatus : 'succeeded'));
    }),
    onCall(paymentMethodEndpoints.attachMethod, async ({ request }) => {
      attached.push(await request.json());
      return HttpResponse.json({ success: true, message: 'Added', paymentActions: [] });
    }),
  );
  return { sent, attached };
}

async function openPayment(plan: Plan, methods = [cardFixture()], credit: Parameters<typeof mockPlanPage>[0] = {}) {
  const api = mockPlanPage({ plans: [plan], methods, ...credit });
  const view = renderSettings('plans', deviceFixture());
  await view.user.click(await screen.findByRole('button', { name: /Activate Now|Try for free/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Payment details' });
  return { ...view, api, dialog };
}

describe('payment popup', () => {
  it("quotes what the card is charged after the account's credit", async () => {
    const { dialog } = await openPayment(planFixture(), [cardFixture()], { credit: { credit: 500, currency: 'aud' } });
    const summary = within(dialog).getByRole('group', { name: 'Order summary' });
    await waitFor(() => expect(within(summary).getByText('Account credit')).toBeInTheDocument());
    expect(summary).toHaveTextContent('Total$10.99Account credit-$5.00Charged to your card$5.99');
  });

  it('quotes nothing to the card when the credit covers the plan, and a trial says the credit pays its first charge', async () => {
    const whole = await openPayment(planFixture(), [cardFixture()], { credit: { credit: 5000, currency: 'aud' } });
    const summary = within(whole.dialog).getByRole('group', { name: 'Order summary' });
    await waitFor(() => expect(summary).toHaveTextContent('Account credit-$10.99Charged to your card$0.00'));
    whole.unmount();
    const trial = await openPayment(trialPlan, [cardFixture()], { credit: { credit: 5000, currency: 'aud' } });
    expect(
      await within(trial.dialog).findByText(
        'Your account credit of $50.00 pays the first charge before your card does.',
      ),
    ).toBeInTheDocument();
  });

  it("asks a trial's buyer to agree to the terms before Continue, and says nothing is charged until it ends", async () => {
    const { user, dialog } = await openPayment(trialPlan);
    const continueButton = within(dialog).getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    expect(within(dialog).getByText('You will only be charged after your free trial ends.')).toBeInTheDocument();
    const summary = within(dialog).getByRole('group', { name: 'Order summary' });
    expect(within(summary).getByText('Total after the free trial')).toBeInTheDocument();
    expect(within(summary).getByText('Due today')).toBeInTheDocument();
    expect(within(summary).getByText('$0.00')).toBeInTheDocument();
    // The terms open in their popup over the payment, which stays as it was; reading them ticks nothing.
    await user.click(within(dialog).getByRole('button', { name: 'terms and conditions' }));
    const termsPopup = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    expect(within(termsPopup).getByRole('heading', { name: '1. About these terms' })).toBeInTheDocument();
    await user.click(within(termsPopup).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Terms and Conditions' })).toBeNull());
    const terms = within(dialog).getByRole('checkbox');
    expect(terms).not.toBeChecked();
    await user.click(terms);
    expect(continueButton).toBeEnabled();
    await user.click(terms);
    expect(within(dialog).getByText('Please check that you agree to our terms and conditions')).toBeInTheDocument();
    expect(continueButton).toBeDisabled();
  });

  it('pays with the default saved card, one request per click, with an Idempotency-Key and the terms accepted', async () => {
    const { user, dialog, api } = await openPayment(trialPlan, [
      cardFixture({
        id: 'pm_old',
        isDefault: false,
        card: { ...cardFixture().card!, brand: 'mastercard', last4: '4444' },
      }),
      cardFixture(),
    ]);
    expect(within(dialog).getByRole('radio', { name: 'Visa •••• 4242, exp 04/29' })).toBeChecked();
    expect(
      within(dialog).getByText('The billing address must match the address on file for your card.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox'));
    const continueButton = within(dialog).getByRole('button', { name: 'Continue' });
    await user.dblClick(continueButton);
    expect(await screen.findByText('Subscribed successfully')).toBeInTheDocument();
    expect(api.subscribeCalls).toHaveLength(1);
    expect(api.subscribeCalls[0]).toEqual({
      planId: 'plan-monthly',
      body: { deviceUUID: 'GPS-0001', paymentMethod: 'pm_visa', isTermsAccepted: true },
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('switches to the card fields with Change and back with Cancel', async () => {
    mockLocalProvider();
    const { user, dialog } = await openPayment(planFixture());
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Card number' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).getByRole('radio', { name: 'Visa •••• 4242, exp 04/29' })).toBeInTheDocument();
  });

  it('asks whether a new card entered beside a saved one becomes the default; kept, the new card pays this plan alone', async () => {
    const provider = mockLocalProvider({ confirmStatus: 'succeeded' });
    const { user, dialog, api } = await openPayment(planFixture());
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));
    await user.type(await within(dialog).findByRole('textbox', { name: 'Card number' }), '4242 4242 4242 4242');
    await user.type(within(dialog).getByRole('textbox', { name: 'MM/YY' }), '04/29');
    await user.type(within(dialog).getByRole('textbox', { name: 'CVC' }), '123');
    await user.type(within(dialog).getByRole('textbox', { name: 'Postcode' }), '2000');
    const choice = within(dialog).getByRole('radiogroup', { name: 'Which card pays for your plans?' });
    expect(within(choice).getByRole('radio', { name: 'Use this card for my plans (make it the default)' })).toBeChecked();
    await user.click(within(choice).getByRole('radio', { name: 'Keep Visa •••• 4242, exp 04/29 for my plans' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Subscribed successfully')).toBeInTheDocument();
    expect(provider.attached).toMatchObject([{ cardId: 'pm_new', makeDefault: false }]);
    expect(api.subscribeCalls).toMatchObject([{ body: { paymentMethod: 'pm_new' } }]);
  });

  it('asks for card details when none were typed', async () => {
    mockLocalProvider();
    const { user, dialog, api } = await openPayment(planFixture(), []);
    await within(dialog).findByRole('textbox', { name: 'Card number' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please add card details')).toBeInTheDocument();
    expect(api.subscribeCalls).toHaveLength(0);
  });

  it('checks a coupon: an empty code, a refusal with its message, then the discount and the new total', async () => {
    const asked: string[] = [];
    server.use(
      onCall(couponEndpoints.apply, ({ params }) => {
        asked.push(`${String(params.code)}/${String(params.deviceUUID)}/${String(params.productId)}`);
        return params.code === 'SAVE20'
          ? HttpResponse.json({ success: true, coupon: couponFixture() })
          : HttpResponse.json({ success: false, message: COUPON_NOT_VALID, errors: [] }, { status: 404 });
      }),
    );
    const { user, dialog, api } = await openPayment(planFixture());
    const summary = within(dialog).getByRole('group', { name: 'Order summary' });
    expect(within(summary).getByText('$10.99')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByText('Invalid code')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Coupon code' }), 'NOPE');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText(COUPON_NOT_VALID)).toBeInTheDocument();

    await user.clear(within(dialog).getByRole('textbox', { name: 'Coupon code' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Coupon code' }), 'SAVE20');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Coupon SAVE20 applied: 20% off')).toBeInTheDocument();
    expect(within(summary).getByText('-$2.00')).toBeInTheDocument();
    expect(within(summary).getByText('$8.79')).toBeInTheDocument();
    expect(asked).toEqual(['NOPE/GPS-0001/prod_cellular', 'SAVE20/GPS-0001/prod_cellular']);

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await screen.findByText('Subscribed successfully');
    expect(api.subscribeCalls[0]?.body).toMatchObject({ couponCode: 'SAVE20', paymentMethod: 'pm_visa' });
  });

  it('saves a new card with the local provider as Stripe.js would, authenticates it, attaches it, then subscribes', async () => {
    const provider = mockLocalProvider();
    const { user, dialog, api } = await openPayment(planFixture(), []);
    await user.type(await within(dialog).findByRole('textbox', { name: 'Card number' }), '4000 0025 0000 3155');
    await user.type(within(dialog).getByRole('textbox', { name: 'MM/YY' }), '04/29');
    await user.type(within(dialog).getByRole('textbox', { name: 'CVC' }), '123');
    await user.type(within(dialog).getByRole('textbox', { name: 'Postcode' }), '2000');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    const authentication = await screen.findByRole('dialog', { name: 'Authenticate your card' });
    expect(api.subscribeCalls).toHaveLength(0);
    await user.click(within(authentication).getByRole('button', { name: 'Complete authentication' }));
    expect(await screen.findByText('Subscribed successfully')).toBeInTheDocument();

    expect(provider.sent).toEqual([
      {
        step: 'seti_123/confirm',
        form: new URLSearchParams({
          client_secret: CLIENT_SECRET,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': '4000002500003155',
          'payment_method_data[card][exp_month]': '4',
          'payment_method_data[card][exp_year]': '2029',
          'payment_method_data[card][cvc]': '123',
          'payment_method_data[billing_details][name]': 'Ada Lovelace',
          'payment_method_data[billing_details][address][postal_code]': '2000',
          'payment_method_data[billing_details][address][country]': 'AU',
        }).toString(),
      },
      { step: 'seti_123/authenticate', form: `client_secret=${CLIENT_SECRET}&outcome=complete` },
    ]);
    expect(provider.attached).toEqual([
      {
        cardId: 'pm_new',
        type: 'card',
        addressValue: { name: 'Ada Lovelace', postal_code: '2000', country: 'AU' },
        makeDefault: true,
      },
    ]);
    expect(api.subscribeCalls).toEqual([
      {
        planId: 'plan-monthly',
        body: { deviceUUID: 'GPS-0001', paymentMethod: 'pm_new' },
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
  });

  it("shows the provider's refusal as it is", async () => {
    mockLocalProvider();
    server.use(
      http.post('/local-stripe/v1/setup_intents/:id/confirm', () =>
        HttpResponse.json(
          { error: { message: 'Your card was declined.', code: 'card_declined', type: 'card_error' } },
          { status: 402 },
        ),
      ),
    );
    const { user, dialog, api } = await openPayment(planFixture(), []);
    await user.type(await within(dialog).findByRole('textbox', { name: 'Card number' }), '4000000000000002');
    await user.type(within(dialog).getByRole('textbox', { name: 'MM/YY' }), '12/30');
    await user.type(within(dialog).getByRole('textbox', { name: 'CVC' }), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(api.subscribeCalls).toHaveLength(0);
  });
});
