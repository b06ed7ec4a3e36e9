import { billingMessages, subscriptionEndpoints, type ErrorBody, type PaymentRequiredBody } from '@lodestar/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { deviceFixture } from '../../../test/fixtures';
import { onCall } from '../../../test/on-call';
import { mockPlanPage } from '../../../test/plan-page-mocks';
import { renderSettings } from '../../../test/render-settings';
import { server } from '../../../test/server';
import { subscriptionFixture } from '../../../test/subscription-fixtures';
import { localPaymentStepHandler, paymentActionFixture } from '../../../test/payment-steps';

const action = paymentActionFixture({
  clientSecret: 'pi_88_secret_abc',
  invoiceId: 'in_88',
  amount: 1100,
  currency: 'usd',
});
const waiting: PaymentRequiredBody = {
  success: false,
  message: billingMessages.confirmPayment,
  errors: [billingMessages.confirmPayment],
  paymentAction: action,
};

/** What the repeated pause answers once the step is over: paused, or the refusal. */
type Repeated = { status: 200; body: { success: true; message: string } } | { status: 400; body: ErrorBody };

/** A pause whose fee asks for 3-D Secure: 402 with the step, then `repeated`; logs the requests' Idempotency-Keys. */
function mockAuthenticatedPause(repeated: Repeated) {
  const keys: (string | null)[] = [];
  const steps: string[] = [];
  server.use(
    onCall(subscriptionEndpoints.pause, ({ request }) => {
      keys.push(request.headers.get('idempotency-key'));
      return keys.length === 1
        ? HttpResponse.json(waiting, { status: 402 })
        : HttpResponse.json(repeated.body, { status: repeated.status });
    }),
    localPaymentStepHandler(steps),
  );
  return { keys, steps };
}

/** Pauses the plan until 15 July 2026 (its fee charged) and answers the step's dialog. */
async function pause(repeated: Repeated) {
  const active = subscriptionFixture();
  mockPlanPage({ subscriptions: [active] });
  const api = mockAuthenticatedPause(repeated);
  const view = renderSettings('plans', deviceFixture());
  await view.user.click(await screen.findByRole('button', { name: 'Options for Monthly' }));
  await view.user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Pause' }));
  await view.user.click(screen.getByRole('button', { name: 'Pause subscription' }));
  fireEvent.change(await screen.findByLabelText(/Resume date/), { target: { value: '2026-07-15' } });
  await view.user.click(screen.getByRole('button', { name: 'Pause subscription' }));
  const step = await screen.findByRole('dialog', { name: 'Authenticate your card' });
  return { ...view, api, step };
}

describe('pause popup: a pause fee that asks for authentication', () => {
  it('shows the amount to confirm; completed, the same request is sent again and the plan is paused', async () => {
    const { user, step, api } = await pause({ status: 200, body: { success: true, message: 'Paused' } });
    expect(within(step).getByText('Your card issuer asks you to confirm this payment of $11.00.')).toBeInTheDocument();
    await user.click(within(step).getByRole('button', { name: 'Complete authentication' }));
    expect(await screen.findByText('Paused successfully')).toBeInTheDocument();
    expect(api.steps).toEqual(['pi_88 client_secret=pi_88_secret_abc&outcome=complete']);
    expect(api.keys).toHaveLength(2);
    expect(api.keys[0]).toMatch(/^[\w-]{8,100}$/);
    expect(api.keys[1]).toBe(api.keys[0]);
  });

  it('failed, says why and that nothing was charged, and pauses nothing', async () => {
    const message = `${billingMessages.paymentNotAuthenticated} ${billingMessages.notPaused}`;
    const { user, step, api } = await pause({ status: 400, body: { success: false, message, errors: [message] } });
    await user.click(within(step).getByRole('button', { name: 'Fail authentication' }));
    expect(await screen.findByText(`Unable to pause subscription: ${message}`)).toBeInTheDocument();
    expect(api.steps).toEqual(['pi_88 client_secret=pi_88_secret_abc&outcome=fail']);
    expect(api.keys).toHaveLength(2);
    expect(screen.queryByText('Paused successfully')).not.toBeInTheDocument();
  });
});
