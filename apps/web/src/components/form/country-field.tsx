import { countriesByName } from '@lodestar/contract';
import { FormAutocomplete } from './form-autocomplete';

/** The searchable country select (sign-up, profile, the country popup), by name; the form value is the ISO code. */
export function CountryField({ name, lockedBecause }: { name: string; lockedBecause?: string }) {
  return (
    <FormAutocomplete
      name={name}
      label="Country"
      options={countriesByName}
      getOptionValue={(country) => country.code}
      getOptionLabel={(country) => country.name}
      lockedBecause={lockedBecause}
    />
  );
}
