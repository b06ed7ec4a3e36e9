import Typography from '@mui/material/Typography';
import { useT } from '../../../lib/i18n/use-t';
import { useRenewRecoveryCodes } from '../api/two-factor';
import { TwoFactorCodeDialog } from './two-factor-code-dialog';

/** New recovery codes: the password and a current authenticator code replace every earlier recovery code. */
export function RecoveryCodesDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const renew = useRenewRecoveryCodes();
  return (
    <TwoFactorCodeDialog
      title={t('account.recoveryCodes.new')}
      submitLabel={t('account.recoveryCodes.create')}
      send={({ code, password }) => renew.mutateAsync({ code, password: password ?? '' })}
      askPassword
      pending={renew.isPending}
      onCancel={onClose}
      onDone={onClose}
    >
      <Typography variant="body2">{t('account.recoveryCodes.newIntro')}</Typography>
    </TwoFactorCodeDialog>
  );
}
