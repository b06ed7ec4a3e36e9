import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useController } from 'react-hook-form';
import { useContractText } from '../../lib/i18n/contract-text';
import { useRichT } from '../../lib/i18n/use-rich-t';
import { TermsLink } from '../terms/terms-link';

/** Sign-up's agreement to the terms and privacy policy, which open in a popup over the form. */
export function TermsField({ name }: { name: string }) {
  const richT = useRichT();
  const contractText = useContractText();
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
        label={richT('common.terms.agree', { link: (text) => <TermsLink>{text}</TermsLink> })}
      />
      {fieldState.error && <FormHelperText>{contractText(fieldState.error.message ?? '')}</FormHelperText>}
    </FormControl>
  );
}
