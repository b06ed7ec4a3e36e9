import { formatMoney, type PaymentAction } from '@lodestar/contract';
import { authenticateLocalPayment } from '../api/local-payment-authentication';
import { useAuthenticationPrompt } from '../card-setup/authentication-dialog';

/** The step's text with the local provider: what the card issuer asks the holder to confirm. */
export const confirmPaymentMessage = (action: Pick<PaymentAction, 'amount' | 'currency'>) =>
  `Your card issuer asks you to confirm this payment of ${formatMoney(action.amount, action.currency)}.`;

/**
 * The card holder's authentication of a charge that asks for it (3-D Secure): Stripe.js's step with Stripe, the local
 * provider's own otherwise. `authenticate` resolves once the step is over, whatever its outcome, which the server then
 * reads from the provider; render `dialog` where it belongs.
 */
export function useChargeAuthentication() {
  const { ask, dialog } = useAuthenticationPrompt();
  const authenticate = async (action: PaymentAction) => {
    if (action.provider === 'local') {
      await authenticateLocalPayment(action.clientSecret, await ask(confirmPaymentMessage(action)));
      return;
    }
    const { authenticateWithStripe } = await import('./stripe-charge-authentication');
    await authenticateWithStripe(action.publishableKey, action.clientSecret);
  };
  return { authenticate, dialog };
}
