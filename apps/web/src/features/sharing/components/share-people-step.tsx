import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormTextField } from '../../../components/form/form-text-field';
import { useT } from '../../../lib/i18n/use-t';
import { SharedWithList } from './shared-with-list';

/** The first step of sharing a device that is already shared: who has it, and whom to add. */
export function SharePeopleStep({ deviceUUID }: { deviceUUID: string }) {
  const t = useT();
  const headingId = useId();
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <section aria-labelledby={headingId}>
        <Typography id={headingId} variant="subtitle2" component="h3">
          {t('sharing.sharedWith')}
        </Typography>
        <SharedWithList deviceUUID={deviceUUID} />
      </section>
      <FormTextField
        name="sharedUserWithEmail"
        label={t('sharing.addPeople')}
        type="email"
        autoComplete="off"
        placeholder={t('sharing.form.emailAddress')}
        required
        autoFocus
      />
    </Stack>
  );
}
