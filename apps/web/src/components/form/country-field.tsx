import { useCountryOptions } from '../../lib/i18n/use-country-options';
import { useT } from '../../lib/i18n/use-t';
import { FormAutocomplete } from './form-autocomplete';

/** The searchable country select (sign-up, profile, the country popup), by name; the form value is the ISO code. */
export function CountryField({ name, lockedBecause }: { name: string; lockedBecause?: string }) {
  const t = useT();
  return (
    <FormAutocomplete
      name={name}
      label={t('common.form.country')}
      options={useCountryOptions()}
      getOptionValue={(country) => country.code}
      getOptionLabel={(country) => country.name}
      lockedBecause={lockedBecause}
    />
  );
}
