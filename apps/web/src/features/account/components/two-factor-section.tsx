import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { twoFactorSettings, type TwoFactorSetting } from '@lodestar/contract';
import { useId, useState } from 'react';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { RecoveryCodesDialog } from './recovery-codes-dialog';
import { TwoFactorEnrolDialog } from './two-factor-enrol-dialog';
import { TwoFactorSettingDialog } from './two-factor-setting-dialog';
import { UnlinkTwoFactorDialog } from './unlink-two-factor-dialog';

type OpenDialog = 'enrol' | 'unlink' | 'setting' | 'recoveryCodes' | null;

function statusText(enabled: boolean, setting: TwoFactorSetting): string {
  if (!enabled) return 'Add an authenticator app so that signing in also asks for the code it shows.';
  return setting === twoFactorSettings.everyTime
    ? 'Each sign-in asks for the code of your authenticator app.'
    : 'A sign-in from a different browser or device asks for the code of your authenticator app.';
}

/**
 * Two-step sign-in in the Security block: Add when off; when on, Unlink, the sign-in
 * setting and new recovery codes.
 */
export function TwoFactorSection() {
  const titleId = useId();
  const { twoFactorEnabled, twoFactorSetting } = useSignedInUser();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);

  return (
    <Stack component="section" aria-labelledby={titleId} spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography id={titleId} variant="subtitle1" component="h3">
          Two-step sign-in
        </Typography>
        <Chip size="small" label={twoFactorEnabled ? 'On' : 'Off'} color={twoFactorEnabled ? 'success' : 'default'} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {statusText(twoFactorEnabled, twoFactorSetting)}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
        {twoFactorEnabled ? (
          <>
            <Button variant="outlined" color="error" onClick={() => setDialog('unlink')}>
              Unlink
            </Button>
            <Button variant="outlined" onClick={() => setDialog('setting')}>
              Sign-in setting
            </Button>
            <Button variant="outlined" onClick={() => setDialog('recoveryCodes')}>
              New recovery codes
            </Button>
          </>
        ) : (
          <Button variant="contained" onClick={() => setDialog('enrol')}>
            Add
          </Button>
        )}
      </Stack>

      {dialog === 'enrol' && <TwoFactorEnrolDialog onClose={close} />}
      {dialog === 'setting' && <TwoFactorSettingDialog current={twoFactorSetting} onClose={close} />}
      {dialog === 'recoveryCodes' && <RecoveryCodesDialog onClose={close} />}
      {dialog === 'unlink' && <UnlinkTwoFactorDialog onClose={close} />}
    </Stack>
  );
}
