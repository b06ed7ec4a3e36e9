import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { countriesByName } from '@lodestar/contract';
import { useImperativeHandle } from 'react';
import { TextInput } from '../../../components/form/text-input';
import { useSignedInUser } from '../../../lib/signed-in-user';
import {
  authenticateLocalCardSetup,
  cardSetupErrorOf,
  confirmLocalCardSetup,
  type SetupIntentAnswer,
} from '../api/local-card-setup';
import { savingCardMessage, useAuthenticationPrompt } from './authentication-dialog';
import { cardDetailsOf, cardFieldErrors } from './card-details';
import { CardSetupError, type BillingAddress, type CardFieldsProps, type SavedCard } from './card-setup';
import { useCardForm } from './use-card-form';

const NOT_SAVED = 'The card could not be saved. Please try another card.';

function savedCardOf(intent: SetupIntentAnswer, address: BillingAddress): SavedCard {
  if (intent.status !== 'succeeded' || !intent.payment_method)
    throw cardSetupErrorOf(intent.last_setup_error, NOT_SAVED);
  return { paymentMethodId: intent.payment_method, address };
}

const numeric = { htmlInput: { inputMode: 'numeric' as const } };

/**
 * The card fields of the local payment provider: ours, checked and confirmed with the provider as Stripe.js would. A
 * field in error says so beside it (and takes the focus); a refusal of the whole card shows under the form.
 */
export function LocalCardFields({ intent, ref }: CardFieldsProps) {
  const { values, formError, container, bind, check, show } = useCardForm(useSignedInUser());
  const authentication = useAuthenticationPrompt();
  const { ask } = authentication;

  useImperativeHandle(
    ref,
    () => ({
      confirm: async () => {
        check(cardFieldErrors(values, new Date()));
        try {
          const card = cardDetailsOf(values, new Date());
          let answer = await confirmLocalCardSetup(intent.clientSecret, card);
          if (answer.status === 'requires_action')
            answer = await authenticateLocalCardSetup(intent.clientSecret, await ask(savingCardMessage));
          return savedCardOf(answer, { name: card.name, postal_code: card.postalCode, country: card.country });
        } catch (error) {
          throw error instanceof CardSetupError ? show(error) : error;
        }
      },
    }),
    [values, intent.clientSecret, ask, check, show],
  );

  return (
    <Stack spacing={2} ref={container}>
      <TextInput
        label="Card number"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        fullWidth
        {...bind('number')}
        slotProps={numeric}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextInput
          label="MM/YY"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          fullWidth
          {...bind('expiry')}
          slotProps={numeric}
        />
        <TextInput label="CVC" autoComplete="cc-csc" fullWidth {...bind('cvc')} slotProps={numeric} />
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
      {formError && (
        <FormHelperText error role="alert" sx={{ mx: 0 }}>
          {formError}
        </FormHelperText>
      )}
      {authentication.dialog}
    </Stack>
  );
}
