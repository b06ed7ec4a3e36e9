import TextField from '@mui/material/TextField';
import { currencyForCountry, currencySymbols, type Currency } from '@lodestar/contract';
import { useWatch } from 'react-hook-form';

/** The currency, read-only: it follows the country chosen beside it. */
export function CurrencyDisplay({ countryField, saved }: { countryField: string; saved: Currency }) {
  const country = useWatch({ name: countryField }) as string;
  const currency = country ? currencyForCountry(country) : saved;
  return (
    <TextField
      label="Currency"
      value={`${currency.toUpperCase()} (${currencySymbols[currency]})`}
      helperText="Follows your country"
      fullWidth
      slotProps={{ input: { readOnly: true } }}
    />
  );
}
