import { paymentHistoryEndpoints, paymentMethodEndpoints } from '@lodestar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { useEffect, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DECLINED_CARDS } from '../../../test/declined-cards';
import { onCall } from '../../../test/on-call';
import { renderApp } from '../../../test/render-app';
import { mockPayer } from '../../../test/payer';
import { server } from '../../../test/server';

/** What Stripe.js answers `confirmCardSetup` with: here each declined card's error, in turn. */
const confirmCardSetup = vi.fn();

// Stripe.js is never loaded in tests: its Elements stand in as a card field that reports itself filled in.
vi.mock(import('@stripe/stripe-js/pure'), () => ({ loadStripe: vi.fn(async () => null) }) as never);
vi.mock(import('@stripe/react-stripe-js'), () => {
  function CardElement({ onChange }: { onChange?: (event: { empty: boolean }) => void }) {
    useEffect(() => onChange?.({ empty: false }), [onChange]);
    return <div>Card element</div>;
  }
  const card = {};
  return {
    Elements: ({ children }: { children: ReactNode }) => <>{children}</>,
    CardElement,
    useStripe: () => ({ confirmCardSetup }),
    useElements: () => ({ getElement: () => card }),
  } as never;
});

describe('Add payment method with Stripe', () => {
  it("shows Stripe.js's refusal of each declined card as it is, and saves none", async () => {
    const attached: unknown[] = [];
    mockPayer();
    server.use(
      onCall(paymentHistoryEndpoints.history, () => HttpResponse.json({ success: true, data: [], has_more: false })),
      onCall(paymentMethodEndpoints.createPaymentIntent, () =>
        HttpResponse.json({
          success: true,
          clientSecret: 'seti_9_secret_x',
          provider: 'stripe',
          publishableKey: 'pk_test_1',
        }),
      ),
      onCall(paymentMethodEndpoints.attachMethod, async ({ request }) => {
        attached.push(await request.json());
        return HttpResponse.json({ success: true, message: 'Added', paymentActions: [] });
      }),
    );
    const { user } = renderApp('/user/payments', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Add payment method' }, { timeout: 20000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add payment method' });
    await within(dialog).findByText('Card element', undefined, { timeout: 5000 });

    // Toasts of one text are not stacked: a refusal worded like the one before shows that one still.
    for (const [index, { number: _number, message, ...codes }] of DECLINED_CARDS.entries()) {
      confirmCardSetup.mockResolvedValueOnce({ error: { type: 'card_error', message, ...codes } });
      await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
      await waitFor(() => expect(confirmCardSetup).toHaveBeenCalledTimes(index + 1));
      expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    }
    expect(confirmCardSetup).toHaveBeenCalledWith(
      'seti_9_secret_x',
      expect.objectContaining({ payment_method: expect.any(Object) }),
    );
    expect(attached).toEqual([]);
  });
});
