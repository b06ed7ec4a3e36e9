import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useController } from 'react-hook-form';
import { RouterLink } from '../router-link';
import { pathTo } from '../../lib/paths';

/** Sign-up's agreement to the terms and privacy policy, linking to the static terms page. */
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
            I agree to the{' '}
            <RouterLink to={pathTo('privacy')} target="_blank">
              Terms of Service and Privacy Policy
            </RouterLink>
          </>
        }
      />
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
