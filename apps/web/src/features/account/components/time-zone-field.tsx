import { timeZones } from '@lodestar/contract';
import { FormAutocomplete } from '../../../components/form/form-autocomplete';

/** The searchable time zone select, labelled '(GMT offset) place names'; the value is the IANA name. */
export function TimeZoneField({ name }: { name: string }) {
  return (
    <FormAutocomplete
      name={name}
      label="Time zone"
      options={timeZones}
      getOptionValue={(zone) => zone.value}
      getOptionLabel={(zone) => zone.label}
    />
  );
}
