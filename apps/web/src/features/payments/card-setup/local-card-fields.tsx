import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useImperativeHandle } from 'react';
import { TextInput } from '../../../components/form/text-input';
import type { Translate } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/use-t';
import { useSignedInUser } from '../../../lib/signed-in-user';
import {
  authenticateLocalCardSetup,
  cardSetupErrorOf,
  confirmLocalCardSetup,
  type SetupIntentAnswer,
} from '../api/local-card-setup';
import { useAuthenticationPrompt } from './authentication-dialog';
import { cardDetailsOf, cardFieldErrors } from './card-details';
import { CardSetupError, type BillingAddress, type CardFieldsProps, type SavedCard } from './card-setup';
import { useCardForm } from './use-card-form';
import { useCountryOptions } from '../../../lib/i18n/use-country-options';

function savedCardOf(intent: SetupIntentAnswer, address: BillingAddress, t: Translate): SavedCard {
  if (intent.status !== 'succeeded' || !intent.payment_method)
    throw cardSetupErrorOf(intent.last_setup_error, t('payments.card.notSaved'));
  return { paymentMethodId: intent.payment_method, address };
}

const numeric = { htmlInput: { inputMode: 'numeric' as const } };
/** The digits a card number is grouped in, the same in every language. */
const NUMBER_PLACEHOLDER = '1234 1234 1234 1234';

/** The card's country, the countries named in the shown language. */
function CountryField(props: ReturnType<ReturnType<typeof useCardForm>['bind']>) {
  const t = useT();
  const countries = useCountryOptions();
  return (
    <TextField select label={t('payments.card.country')} fullWidth {...props} slotProps={{ select: { native: true } }}>
      <option value="" />
      {countries.map((country) => (
        <option key={country.code} value={country.code}>
          {country.name}
        </option>
      ))}
    </TextField>
  );
}

/**
 * The card fields of the local payment provider: ours, checked and confirmed with the provider as Stripe.js would. A
 * field in error says so beside it (and takes the focus); a refusal of the whole card shows under the form.
 */
export function LocalCardFields({ intent, ref }: CardFieldsProps) {
  const t = useT();
  const { values, formError, container, bind, check, show } = useCardForm(useSignedInUser());
  const authentication = useAuthenticationPrompt();
  const { ask } = authentication;

  useImperativeHandle(
    ref,
    () => ({
      confirm: async () => {
        check(cardFieldErrors(values, new Date(), t));
        try {
          const card = cardDetailsOf(values, new Date(), t);
          let answer = await confirmLocalCardSetup(intent.clientSecret, card, t);
          if (answer.status === 'requires_action') {
            const outcome = await ask(t('payments.authentication.savingCard'));
            answer = await authenticateLocalCardSetup(intent.clientSecret, outcome, t);
          }
          const address = { name: card.name, postal_code: card.postalCode, country: card.country };
          return savedCardOf(answer, address, t);
        } catch (error) {
          throw error instanceof CardSetupError ? show(error) : error;
        }
      },
    }),
    [values, intent.clientSecret, ask, check, show, t],
  );

  return (
    <Stack spacing={2} ref={container}>
      <TextInput
        label={t('payments.card.number')}
        autoComplete="cc-number"
        placeholder={NUMBER_PLACEHOLDER}
        fullWidth
        {...bind('number')}
        slotProps={numeric}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextInput
          label={t('payments.card.expiry')}
          autoComplete="cc-exp"
          placeholder={t('payments.card.expiryPlaceholder')}
          fullWidth
          {...bind('expiry')}
          slotProps={numeric}
        />
        <TextInput
          label={t('payments.card.cvc')}
          autoComplete="cc-csc"
          fullWidth
          {...bind('cvc')}
          slotProps={numeric}
        />
      </Stack>
      <TextInput label={t('payments.card.name')} autoComplete="cc-name" fullWidth {...bind('name')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput label={t('payments.card.postcode')} autoComplete="postal-code" fullWidth {...bind('postalCode')} />
        <CountryField {...bind('country')} />
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
