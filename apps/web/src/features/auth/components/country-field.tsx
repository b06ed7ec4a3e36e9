import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { countries } from '@lodestar/contract';
import { useController } from 'react-hook-form';

/** The searchable country select of sign-up; the form value is the ISO code. */
export function CountryField({ name }: { name: string }) {
  const { field, fieldState } = useController({ name });
  return (
    <Autocomplete
      options={countries}
      autoHighlight
      value={countries.find((country) => country.code === field.value) ?? null}
      onChange={(_, country) => field.onChange(country?.code ?? '')}
      onBlur={field.onBlur}
      getOptionLabel={(country) => country.name}
      isOptionEqualToValue={(option, value) => option.code === value.code}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          label="Country"
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}
