import type { PaymentAction } from '@lodestar/contract';
import { http, HttpResponse } from 'msw';

/** A charge's step as the server answers it with the local provider; a test names what it looks at. */
export const paymentActionFixture = (overrides: Partial<PaymentAction> = {}): PaymentAction => ({
  provider: 'local',
  publishableKey: 'pk_local',
  clientSecret: 'pi_88_secret_abc',
  invoiceId: 'in_88',
  amount: 1100,
  currency: 'usd',
  ...overrides,
});

/** The local provider's side of the browser's step for a PaymentIntent; each step is recorded in `steps` as `id form`. */
export const localPaymentStepHandler = (steps: string[]) =>
  http.post('/local-stripe/v1/payment_intents/:id/authenticate', async ({ request, params }) => {
    steps.push(`${String(params.id)} ${await request.text()}`);
    return HttpResponse.json({ id: params.id, status: 'succeeded' });
  });
