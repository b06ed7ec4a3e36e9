import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { useContractText } from '../../lib/i18n/contract-text';
import { useT } from '../../lib/i18n/use-t';

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

/**
 * A searchable select bound to the surrounding react-hook-form, in the shown language; the form value is the chosen
 * option's code, or ''.
 */
export function FormAutocomplete<Option>({
  name,
  label,
  options,
  getOptionValue,
  getOptionLabel,
  lockedBecause,
}: FormAutocompleteProps<Option>) {
  const t = useT();
  const contractText = useContractText();
  const { field, fieldState } = useController({ name });
  const error = fieldState.error?.message;
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
      noOptionsText={t('common.select.noOptions')}
      openText={t('common.select.open')}
      closeText={t('common.close')}
      clearText={t('common.select.clear')}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          label={label}
          error={Boolean(fieldState.error)}
          helperText={error === undefined ? lockedBecause : contractText(error)}
        />
      )}
    />
  );
}
