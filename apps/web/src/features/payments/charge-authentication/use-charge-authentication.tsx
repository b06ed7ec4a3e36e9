import type { PaymentAction } from '@lodestar/contract';
import { useT } from '../../../lib/i18n/use-t';
import { authenticateLocalPayment } from '../api/local-payment-authentication';
import { useAuthenticationPrompt } from '../card-setup/authentication-dialog';
import { useMoney } from '../../../lib/i18n/use-money';

/**
 * The card holder's authentication of a charge that asks for it (3-D Secure): Stripe.js's step with Stripe, the local
 * provider's own otherwise, which says the amount the card issuer asks the holder to confirm. `authenticate` resolves
 * once the step is over, whatever its outcome, which the server then reads from the provider; render `dialog` where it
 * belongs.
 */
export function useChargeAuthentication() {
  const t = useT();
  const money = useMoney();
  const { ask, dialog } = useAuthenticationPrompt();
  const authenticate = async (action: PaymentAction) => {
    if (action.provider === 'local') {
      const amount = money(action.amount, action.currency);
      await authenticateLocalPayment(action.clientSecret, await ask(t('payments.authentication.payment', { amount })));
      return;
    }
    const { authenticateWithStripe } = await import('./stripe-charge-authentication');
    await authenticateWithStripe(action.publishableKey, action.clientSecret);
  };
  return { authenticate, dialog };
}
