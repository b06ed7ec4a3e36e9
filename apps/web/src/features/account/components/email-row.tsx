import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { ChangeEmailDialog } from './change-email-dialog';

/** The email address, read-only here: Change asks for a new one, which is verified by mail before it counts. */
export function EmailRow() {
  const { email, updateToEmail } = useSignedInUser();
  const [changing, setChanging] = useState(false);
  return (
    <Stack spacing={1}>
      <TextField
        label="Email"
        value={email}
        fullWidth
        slotProps={{
          input: {
            readOnly: true,
            endAdornment: (
              <InputAdornment position="end">
                <Button onClick={() => setChanging(true)} aria-label="Change email">
                  Change
                </Button>
              </InputAdornment>
            ),
          },
        }}
      />
      {updateToEmail && (
        <Alert severity="info">
          A verification link was sent to <strong>{updateToEmail}</strong>. Your email changes once you open it.
        </Alert>
      )}
      <ChangeEmailDialog open={changing} onClose={() => setChanging(false)} />
    </Stack>
  );
}
