import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { twoFactorSettings, type TwoFactorSetting } from '@lodestar/contract';
import { useId, useState } from 'react';
import type { Translate } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/use-t';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { RecoveryCodesDialog } from './recovery-codes-dialog';
import { TwoFactorEnrolDialog } from './two-factor-enrol-dialog';
import { TwoFactorSettingDialog } from './two-factor-setting-dialog';
import { UnlinkTwoFactorDialog } from './unlink-two-factor-dialog';

type OpenDialog = 'enrol' | 'unlink' | 'setting' | 'recoveryCodes' | null;

function statusText(t: Translate, enabled: boolean, setting: TwoFactorSetting): string {
  if (!enabled) return t('account.twoFactor.statusOff');
  return t(
    setting === twoFactorSettings.everyTime
      ? 'account.twoFactor.statusEveryTime'
      : 'account.twoFactor.statusNewBrowser',
  );
}

/**
 * Two-step sign-in in the Security block: Add when off; when on, Unlink, the sign-in
 * setting and new recovery codes.
 */
export function TwoFactorSection() {
  const t = useT();
  const titleId = useId();
  const { twoFactorEnabled, twoFactorSetting } = useSignedInUser();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);

  return (
    <Stack component="section" aria-labelledby={titleId} spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography id={titleId} variant="subtitle1" component="h3">
          {t('account.twoFactor.title')}
        </Typography>
        <Chip
          size="small"
          label={t(twoFactorEnabled ? 'account.twoFactor.on' : 'account.twoFactor.off')}
          color={twoFactorEnabled ? 'success' : 'default'}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {statusText(t, twoFactorEnabled, twoFactorSetting)}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
        {twoFactorEnabled ? (
          <>
            <Button variant="outlined" color="error" onClick={() => setDialog('unlink')}>
              {t('account.twoFactor.unlink')}
            </Button>
            <Button variant="outlined" onClick={() => setDialog('setting')}>
              {t('account.twoFactor.setting')}
            </Button>
            <Button variant="outlined" onClick={() => setDialog('recoveryCodes')}>
              {t('account.recoveryCodes.new')}
            </Button>
          </>
        ) : (
          <Button variant="contained" onClick={() => setDialog('enrol')}>
            {t('account.twoFactor.add')}
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
