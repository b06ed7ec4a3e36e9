import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ChangePasswordDialog } from './change-password-dialog';

/** The password part of the Security block: Change opens the change-password popup. */
export function PasswordSection() {
  const titleId = useId();
  const [changing, setChanging] = useState(false);
  return (
    <Stack component="section" aria-labelledby={titleId} spacing={1.5}>
      <Typography id={titleId} variant="subtitle1" component="h3">
        Password
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Changing your password signs you out on your other browsers and devices.
      </Typography>
      <Button
        variant="outlined"
        onClick={() => setChanging(true)}
        aria-label="Change password"
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
      >
        Change
      </Button>
      <ChangePasswordDialog open={changing} onClose={() => setChanging(false)} />
    </Stack>
  );
}
