import { billingMessages, subscriptionEndpoints, type ErrorBody, type Subscription } from '@lodestar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { deviceFixture } from '../../../test/fixtures';
import { onCall } from '../../../test/on-call';
import { mockPlanPage } from '../../../test/plan-page-mocks';
import { renderSettings } from '../../../test/render-settings';
import { server } from '../../../test/server';
import { cardFixture, planFixture, subscriptionFixture } from '../../../test/subscription-fixtures';
import { localPaymentStepHandler, paymentActionFixture } from '../../../test/payment-steps';

/** What finish-payment answers: the plan bought, or the refusal. */
type Finished =
  { status: 200; body: { success: true; message: string; data: Subscription } } | { status: 400; body: ErrorBody };

const action = paymentActionFixture({
  clientSecret: 'pi_77_secret_xyz',
  invoiceId: 'in_77',
  amount: 1209,
  currency: 'usd',
});

/** A purchase whose first payment asks for 3-D Secure: the provider's step, then finish-payment answering `finished`. */
function mockAuthenticatedPurchase(finished: Finished) {
  const steps: string[] = [];
  const finishes: string[] = [];
  server.use(
    onCall(subscriptionEndpoints.subscribe, () =>
      HttpResponse.json({
        success: true,
        message: 'Subscribed',
        data: subscriptionFixture({ _id: 'sub_77', id: 'sub_77', status: 'incomplete' }),
        paymentAction: action,
      }),
    ),
    localPaymentStepHandler(steps),
    onCall(subscriptionEndpoints.finishPayment, ({ params }) => {
      finishes.push(String(params.id));
      return HttpResponse.json(finished.body, { status: finished.status });
    }),
  );
  return { steps, finishes };
}

/** Buys a plan with the saved card; the plan page's mocks first, so that the purchase's own answers win. */
async function buy(finished: Finished) {
  mockPlanPage({ plans: [planFixture()], methods: [cardFixture()] });
  const api = mockAuthenticatedPurchase(finished);
  const view = renderSettings('plans', deviceFixture());
  await view.user.click(await screen.findByRole('button', { name: /Activate Now|Try for free/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Payment details' });
  await view.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  const step = await screen.findByRole('dialog', { name: 'Authenticate your card' });
  return { ...view, api, step };
}

describe('payment popup: a first payment that asks for authentication', () => {
  it('shows the amount to confirm; completed, the server finishes the purchase and it is bought', async () => {
    const { user, step, api } = await buy({
      status: 200,
      body: { success: true, message: 'Subscribed', data: subscriptionFixture({ _id: 'sub_77', id: 'sub_77' }) },
    });
    expect(within(step).getByText('Your card issuer asks you to confirm this payment of $12.09.')).toBeInTheDocument();
    await user.click(within(step).getByRole('button', { name: 'Complete authentication' }));
    expect(await screen.findByText('Subscribed successfully')).toBeInTheDocument();
    expect(api.steps).toEqual(['pi_77 client_secret=pi_77_secret_xyz&outcome=complete']);
    expect(api.finishes).toEqual(['sub_77']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('failed, says that nothing was bought and keeps the popup open to try again', async () => {
    const message = `${billingMessages.paymentNotAuthenticated} ${billingMessages.nothingBought}`;
    const { user, step, api } = await buy({ status: 400, body: { success: false, message, errors: [message] } });
    await user.click(within(step).getByRole('button', { name: 'Fail authentication' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.steps).toEqual(['pi_77 client_secret=pi_77_secret_xyz&outcome=fail']);
    expect(api.finishes).toEqual(['sub_77']);
    // The popup stays; it is hidden from assistive technology only while the step's dialog closes.
    expect(await screen.findByRole('dialog', { name: 'Payment details' })).toBeInTheDocument();
    expect(screen.queryByText('Subscribed successfully')).not.toBeInTheDocument();
  });
});
