import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { countriesByName } from '@lodestar/contract';
import { useImperativeHandle, useState, type ChangeEvent } from 'react';
import { TextInput } from '../../../components/form/text-input';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { authenticateLocalCardSetup, confirmLocalCardSetup, type SetupIntentAnswer } from '../api/local-card-setup';
import { savingCardMessage, useAuthenticationPrompt } from './authentication-dialog';
import { cardDetailsOf, type CardFormValues } from './card-details';
import { CardSetupError, type BillingAddress, type CardFieldsProps, type SavedCard } from './card-setup';

const NOT_SAVED = 'The card could not be saved. Please try another card.';

function savedCardOf(intent: SetupIntentAnswer, address: BillingAddress): SavedCard {
  if (intent.status !== 'succeeded' || !intent.payment_method)
    throw new CardSetupError(intent.last_setup_error?.message ?? NOT_SAVED);
  return { paymentMethodId: intent.payment_method, address };
}

/** The card fields of the local payment provider: ours, confirmed with the provider as Stripe.js would. */
export function LocalCardFields({ intent, ref }: CardFieldsProps) {
  const user = useSignedInUser();
  const [values, setValues] = useState<CardFormValues>({
    number: '',
    expiry: '',
    cvc: '',
    name: user.name,
    postalCode: '',
    country: user.country ?? '',
  });
  const authentication = useAuthenticationPrompt();
  const { ask } = authentication;

  useImperativeHandle(
    ref,
    () => ({
      confirm: async () => {
        const card = cardDetailsOf(values);
        let answer = await confirmLocalCardSetup(intent.clientSecret, card);
        if (answer.status === 'requires_action')
          answer = await authenticateLocalCardSetup(intent.clientSecret, await ask(savingCardMessage));
        return savedCardOf(answer, { name: card.name, postal_code: card.postalCode, country: card.country });
      },
    }),
    [values, intent.clientSecret, ask],
  );

  const bind = (name: keyof CardFormValues) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((before) => ({ ...before, [name]: event.target.value })),
  });

  return (
    <Stack spacing={2}>
      <TextInput
        label="Card number"
        autoComplete="cc-number"
        fullWidth
        {...bind('number')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <Stack direction="row" spacing={2}>
        <TextInput label="MM/YY" autoComplete="cc-exp" fullWidth {...bind('expiry')} />
        <TextInput
          label="CVC"
          autoComplete="cc-csc"
          fullWidth
          {...bind('cvc')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Stack>
      <TextInput label="Name on card" autoComplete="cc-name" fullWidth {...bind('name')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput label="Postcode" autoComplete="postal-code" fullWidth {...bind('postalCode')} />
        <TextField select label="Country" fullWidth {...bind('country')} slotProps={{ select: { native: true } }}>
          <option value="" />
          {countriesByName.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </TextField>
      </Stack>
      {authentication.dialog}
    </Stack>
  );
}
