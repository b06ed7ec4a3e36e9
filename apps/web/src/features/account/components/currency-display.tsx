import TextField from '@mui/material/TextField';
import { currencyForCountry, currencySymbols, type Currency } from '@lodestar/contract';
import { useWatch } from 'react-hook-form';
import { leftToRight } from '../../../lib/i18n/bidi-text';
import { useT } from '../../../lib/i18n/use-t';

/** The currency, read-only: it follows the country chosen beside it. */
export function CurrencyDisplay({ countryField, saved }: { countryField: string; saved: Currency }) {
  const t = useT();
  const country = useWatch({ name: countryField }) as string;
  const currency = country ? currencyForCountry(country) : saved;
  return (
    <TextField
      label={t('account.currency.label')}
      // "AUD ($)" as English writes it, in Arabic too.
      value={leftToRight(`${currency.toUpperCase()} (${currencySymbols[currency]})`)}
      helperText={t('account.currency.help')}
      fullWidth
      slotProps={{ input: { readOnly: true } }}
    />
  );
}
