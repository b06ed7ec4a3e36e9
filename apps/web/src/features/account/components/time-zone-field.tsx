import { timeZoneLabel, timeZones } from '@lodestar/contract';
import { useState } from 'react';
import { FormAutocomplete } from '../../../components/form/form-autocomplete';
import { useT } from '../../../lib/i18n/use-t';

/**
 * The searchable time zone select, labelled '(GMT offset) place names' with each zone's offset today, daylight saving
 * included; the value is the IANA name. The labels are worked out once: the list asks for them on every keystroke.
 */
export function TimeZoneField({ name }: { name: string }) {
  const t = useT();
  const [labels] = useState(() => {
    const today = new Date();
    return new Map(timeZones.map((zone) => [zone.value, timeZoneLabel(zone, today)]));
  });
  return (
    <FormAutocomplete
      name={name}
      label={t('account.profile.timeZone')}
      options={timeZones}
      getOptionValue={(zone) => zone.value}
      getOptionLabel={(zone) => labels.get(zone.value) ?? zone.places}
    />
  );
}
