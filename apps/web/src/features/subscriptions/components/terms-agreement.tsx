import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { TermsLink } from '../../../components/terms/terms-link';
import { useT } from '../../../lib/i18n/use-t';

/**
 * A free trial's agreement to the terms (they say how to cancel before the trial ends), with the note that nothing is
 * charged until then. Unticking it again says why Continue is off.
 */
export function TermsAgreement({ accepted, onChange }: { accepted: boolean; onChange: (accepted: boolean) => void }) {
  const t = useT();
  const intl = useIntl();
  const [touched, setTouched] = useState(false);
  const refused = touched && !accepted;
  return (
    <Stack spacing={0.5}>
      <FormControlLabel
        control={
          <Checkbox
            checked={accepted}
            onChange={(event) => {
              setTouched(true);
              onChange(event.target.checked);
            }}
          />
        }
        label={intl.formatMessage(
          { id: 'subscriptions.terms.agree' },
          { terms: (chunks: ReactNode[]) => <TermsLink>{chunks}</TermsLink> },
        )}
      />
      {refused && <FormHelperText error>{t('billingMessages.termsRequired')}</FormHelperText>}
      <Typography variant="body2" color="text.secondary">
        {t('subscriptions.terms.trialNote')}
      </Typography>
    </Stack>
  );
}
