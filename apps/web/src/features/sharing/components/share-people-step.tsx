import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormTextField } from '../../../components/form/form-text-field';
import { SharedWithList } from './shared-with-list';

/** The first step of sharing a device that is already shared: who has it, and whom to add. */
export function SharePeopleStep({ deviceUUID }: { deviceUUID: string }) {
  const headingId = useId();
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <section aria-labelledby={headingId}>
        <Typography id={headingId} variant="subtitle2" component="h3">
          Shared with
        </Typography>
        <SharedWithList deviceUUID={deviceUUID} />
      </section>
      <FormTextField
        name="sharedUserWithEmail"
        label="Add people"
        type="email"
        autoComplete="off"
        placeholder="Email address"
        required
        autoFocus
      />
    </Stack>
  );
}
