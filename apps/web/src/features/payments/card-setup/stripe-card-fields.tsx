import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { useImperativeHandle, useState } from 'react';
import { TextInput } from '../../../components/form/text-input';
import { useShownLanguage } from '../../../lib/i18n/language-provider';
import { useT } from '../../../lib/i18n/use-t';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { cardHolderName } from './card-details';
import { CardSetupError, type CardFieldsProps } from './card-setup';
import { stripeFor } from './stripe-loader';

// This module loads only when Stripe confirms the card (its own chunk), and Stripe.js only once per key.

function StripeCard({ intent, ref }: CardFieldsProps) {
  const t = useT();
  const user = useSignedInUser();
  const stripe = useStripe();
  const elements = useElements();
  const [name, setName] = useState(user.name);
  const [empty, setEmpty] = useState(true);

  useImperativeHandle(
    ref,
    () => ({
      confirm: async () => {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card || empty) throw new CardSetupError(t('billingMessages.addCardDetails'));
        const address = { name: cardHolderName(name, t), country: user.country ?? undefined };
        const { setupIntent, error } = await stripe.confirmCardSetup(intent.clientSecret, {
          payment_method: { card, billing_details: { name: address.name, address: { country: address.country } } },
        });
        if (error) throw new CardSetupError(error.message ?? t('payments.card.notSaved'));
        const method = setupIntent.payment_method;
        const paymentMethodId = typeof method === 'string' ? method : method?.id;
        if (setupIntent.status !== 'succeeded' || !paymentMethodId)
          throw new CardSetupError(t('payments.card.notSaved'));
        return { paymentMethodId, address };
      },
    }),
    [stripe, elements, empty, name, user.country, intent.clientSecret, t],
  );

  return (
    <Stack spacing={2}>
      <TextInput
        label={t('payments.card.name')}
        autoComplete="cc-name"
        fullWidth
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 2 }}>
        <CardElement onChange={(event) => setEmpty(event.empty)} />
      </Box>
    </Stack>
  );
}

/**
 * The card fields of Stripe: its Card Element, confirmed by Stripe.js (with its own authentication when asked), which
 * writes its placeholders and refusals in the shown language.
 */
export function StripeCardFields(props: CardFieldsProps) {
  const language = useShownLanguage();
  return (
    <Elements stripe={stripeFor(props.intent.publishableKey)} options={{ locale: language }}>
      <StripeCard {...props} />
    </Elements>
  );
}
