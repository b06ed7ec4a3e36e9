import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useController } from 'react-hook-form';
import { TermsLink } from '../terms/terms-link';

/** Sign-up's agreement to the terms and privacy policy, which open in a popup over the form. */
export function TermsField({ name }: { name: string }) {
  const { field, fieldState } = useController({ name });
  return (
    <FormControl error={Boolean(fieldState.error)}>
      <FormControlLabel
        control={
          <Checkbox
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref } }}
          />
        }
        label={
          <>
            I agree to the <TermsLink>Terms of Service and Privacy Policy</TermsLink>
          </>
        }
      />
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
