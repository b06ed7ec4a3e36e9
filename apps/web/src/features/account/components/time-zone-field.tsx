import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { timeZoneOption, timeZones } from '@lodestar/contract';
import { useController } from 'react-hook-form';

/** The searchable time zone select (spec part 2 §2.2), labelled '(GMT offset) place names'; the value is the IANA name. */
export function TimeZoneField({ name }: { name: string }) {
  const { field, fieldState } = useController({ name });
  return (
    <Autocomplete
      options={timeZones}
      autoHighlight
      value={timeZoneOption(field.value as string) ?? null}
      onChange={(_, zone) => field.onChange(zone?.value ?? '')}
      onBlur={field.onBlur}
      getOptionLabel={(zone) => zone.label}
      isOptionEqualToValue={(option, value) => option.value === value.value}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          label="Time zone"
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}
