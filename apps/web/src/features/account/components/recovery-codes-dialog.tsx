import Typography from '@mui/material/Typography';
import { useRenewRecoveryCodes } from '../api/two-factor';
import { TwoFactorCodeDialog } from './two-factor-code-dialog';

/** New recovery codes: the password and a current authenticator code replace every earlier recovery code. */
export function RecoveryCodesDialog({ onClose }: { onClose: () => void }) {
  const renew = useRenewRecoveryCodes();
  return (
    <TwoFactorCodeDialog
      title="New recovery codes"
      submitLabel="Create codes"
      send={({ code, password }) => renew.mutateAsync({ code, password: password ?? '' })}
      askPassword
      pending={renew.isPending}
      onCancel={onClose}
      onDone={onClose}
    >
      <Typography variant="body2">
        New codes replace all your current recovery codes, used or not. Enter your password and the code your
        authenticator app shows to confirm.
      </Typography>
    </TwoFactorCodeDialog>
  );
}
