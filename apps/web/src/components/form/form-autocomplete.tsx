import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';

interface FormAutocompleteProps<Option> {
  name: string;
  label: string;
  options: readonly Option[];
  /** What the form holds for an option: its code. */
  getOptionValue: (option: Option) => string;
  getOptionLabel: (option: Option) => string;
  /** Fixed, with the reason under the field. */
  lockedBecause?: string;
}

/** A searchable select bound to the surrounding react-hook-form; the form value is the chosen option's code, or ''. */
export function FormAutocomplete<Option>({
  name,
  label,
  options,
  getOptionValue,
  getOptionLabel,
  lockedBecause,
}: FormAutocompleteProps<Option>) {
  const { field, fieldState } = useController({ name });
  return (
    <Autocomplete
      options={options}
      autoHighlight
      disabled={Boolean(lockedBecause)}
      value={options.find((option) => getOptionValue(option) === field.value) ?? null}
      onChange={(_, option) => field.onChange(option ? getOptionValue(option) : '')}
      onBlur={field.onBlur}
      getOptionLabel={getOptionLabel}
      isOptionEqualToValue={(option, value) => getOptionValue(option) === getOptionValue(value)}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          label={label}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? lockedBecause}
        />
      )}
    />
  );
}
