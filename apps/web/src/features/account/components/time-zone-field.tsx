import { timeZoneLabel, timeZones } from '@lodestar/contract';
import { useState } from 'react';
import { FormAutocomplete } from '../../../components/form/form-autocomplete';

/**
 * The searchable time zone select, labelled '(GMT offset) place names' with each zone's offset today, daylight saving
 * included; the value is the IANA name.
 */
export function TimeZoneField({ name }: { name: string }) {
  const [today] = useState(() => new Date());
  return (
    <FormAutocomplete
      name={name}
      label="Time zone"
      options={timeZones}
      getOptionValue={(zone) => zone.value}
      getOptionLabel={(zone) => timeZoneLabel(zone, today)}
    />
  );
}
