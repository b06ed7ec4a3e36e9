import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { useRichT } from '../../../lib/i18n/use-rich-t';
import { ChangeEmailDialog } from './change-email-dialog';

/** The email address, read-only here: Change asks for a new one, which is verified by mail before it counts. */
export function EmailRow() {
  const t = useT();
  const richT = useRichT();
  const { email, updateToEmail } = useSignedInUser();
  const [changing, setChanging] = useState(false);
  return (
    <Stack spacing={1}>
      <TextField
        label={t('account.email.label')}
        value={email}
        fullWidth
        slotProps={{
          input: {
            readOnly: true,
            endAdornment: (
              <InputAdornment position="end">
                <Button onClick={() => setChanging(true)} aria-label={t('account.email.change')}>
                  {t('account.change')}
                </Button>
              </InputAdornment>
            ),
          },
        }}
      />
      {updateToEmail && (
        <Alert severity="info">{richT('account.email.pending', { email: <strong>{updateToEmail}</strong> })}</Alert>
      )}
      <ChangeEmailDialog open={changing} onClose={() => setChanging(false)} />
    </Stack>
  );
}
