import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RecentShare } from '@lodestar/contract';
import { useId, useState } from 'react';
import { ChangePasswordDialog } from './change-password-dialog';
import { RecentSharesList } from './recent-shares-list';

/**
 * The password part of the Security block: Change opens the change-password popup; after a change, the device shares
 * the account made lately are listed to revoke.
 */
export function PasswordSection() {
  const titleId = useId();
  const [changing, setChanging] = useState(false);
  const [recentShares, setRecentShares] = useState<RecentShare[] | null>(null);
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
      {recentShares && <RecentSharesList shares={recentShares} />}
      <ChangePasswordDialog open={changing} onClose={() => setChanging(false)} onChanged={setRecentShares} />
    </Stack>
  );
}
