import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useRenewRecoveryCodes } from '../api/two-factor';
import { RecoveryCodesStep } from './recovery-codes-step';
import { TwoFactorCodeStep } from './two-factor-code-step';
import { TwoFactorDialog } from './two-factor-dialog';

/** New recovery codes: a current authenticator code replaces every earlier recovery code. */
export function RecoveryCodesDialog({ onClose }: { onClose: () => void }) {
  const renew = useRenewRecoveryCodes();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  return (
    <TwoFactorDialog onClose={recoveryCodes || renew.isPending ? undefined : onClose}>
      {recoveryCodes ? (
        <RecoveryCodesStep codes={recoveryCodes} onDone={onClose} />
      ) : (
        <TwoFactorCodeStep
          title="New recovery codes"
          submitLabel="Create codes"
          send={renew.mutateAsync}
          pending={renew.isPending}
          onCancel={onClose}
          onRecoveryCodes={setRecoveryCodes}
        >
          <Typography variant="body2">
            New codes replace all your current recovery codes, used or not. Enter the code your authenticator app shows
            to confirm.
          </Typography>
        </TwoFactorCodeStep>
      )}
    </TwoFactorDialog>
  );
}
