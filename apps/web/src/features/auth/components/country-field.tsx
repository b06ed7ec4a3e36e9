import { countries } from '@lodestar/contract';
import { FormAutocomplete } from '../../../components/form/form-autocomplete';

/** The searchable country select of sign-up; the form value is the ISO code. */
export function CountryField({ name }: { name: string }) {
  return (
    <FormAutocomplete
      name={name}
      label="Country"
      options={countries}
      getOptionValue={(country) => country.code}
      getOptionLabel={(country) => country.name}
    />
  );
}
