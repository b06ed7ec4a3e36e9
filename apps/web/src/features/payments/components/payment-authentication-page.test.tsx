import { paymentActionEndpoints, type InvoicePayment } from '@lodestar/contract';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { deviceFixture, userFixture } from '../../../test/fixtures';
import { onCall } from '../../../test/on-call';
import { renderApp } from '../../../test/render-app';
import { mockCurrentUser, mockDevices, server } from '../../../test/server';

const waiting: InvoicePayment = {
  success: true,
  invoiceId: 'in_9',
  status: 'requires_action',
  amount: 1649,
  currency: 'aud',
  message: null,
  paymentAction: {
    provider: 'local',
    publishableKey: 'pk_local',
    clientSecret: 'pi_9_secret_s',
    invoiceId: 'in_9',
    amount: 1649,
    currency: 'aud',
  },
};

/** The page of in_9, whose payment answers `answers` in turn (the last one again after that). */
function openPage(answers: InvoicePayment[]) {
  mockCurrentUser(userFixture());
  mockDevices([deviceFixture()]);
  const asked: string[] = [];
  const steps: string[] = [];
  server.use(
    onCall(paymentActionEndpoints.invoicePayment, ({ params }) => {
      asked.push(String(params.id));
      return HttpResponse.json(answers[Math.min(asked.length, answers.length) - 1]!);
    }),
    http.post('/local-stripe/v1/payment_intents/:id/authenticate', async ({ request }) => {
      steps.push(await request.text());
      return HttpResponse.json({});
    }),
  );
  return { ...renderApp('/user/payments/authenticate/in_9', { signedIn: true }), asked, steps };
}

describe('the page that completes a payment waiting for authentication', () => {
  it('shows the amount, takes the card holder through the step, then says the payment is complete', async () => {
    const view = openPage([waiting, { ...waiting, status: 'paid', paymentAction: null }]);
    const section = await screen.findByRole('region', { name: 'Authenticate payment' });
    expect(
      await within(section).findByText('Your bank asks you to confirm the payment of $16.49 before it goes through.'),
    ).toBeInTheDocument();
    await view.user.click(within(section).getByRole('button', { name: 'Confirm payment of $16.49' }));
    const step = await screen.findByRole('dialog', { name: 'Authenticate your card' });
    expect(within(step).getByText('Your card issuer asks you to confirm this payment of $16.49.')).toBeInTheDocument();
    await view.user.click(within(step).getByRole('button', { name: 'Complete authentication' }));
    expect(await within(section).findByText('The payment of $16.49 is complete. Thank you.')).toBeInTheDocument();
    expect(view.steps).toEqual(['client_secret=pi_9_secret_s&outcome=complete']);
    expect(view.asked).toEqual(['in_9', 'in_9']);
  });

  it('a payment that did not go through says why and points to the Payments page', async () => {
    const message = 'Your card has insufficient funds.';
    openPage([{ ...waiting, status: 'unpaid', message, paymentAction: null }]);
    const section = await screen.findByRole('region', { name: 'Authenticate payment' });
    expect(await within(section).findByText(message)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Go to Payments' })).toHaveAttribute('href', '/user/payments');
    expect(within(section).queryByRole('button', { name: /Confirm payment/ })).not.toBeInTheDocument();
  });
});
