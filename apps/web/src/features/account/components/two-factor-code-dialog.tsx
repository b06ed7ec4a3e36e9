import { useState } from 'react';
import { AccountDialog } from './account-dialog';
import { RecoveryCodesStep } from './recovery-codes-step';
import { TwoFactorCodeStep, type TwoFactorCodeStepProps } from './two-factor-code-step';

type TwoFactorCodeDialogProps = Omit<TwoFactorCodeStepProps, 'onRecoveryCodes'> & {
  /** Done under the recovery codes: once they are shown, the only way out. */
  onDone: () => void;
};

/** A popup that asks the authenticator's code, then shows the recovery codes its answer brings until Done. */
export function TwoFactorCodeDialog({ onDone, ...codeStep }: TwoFactorCodeDialogProps) {
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  return (
    <AccountDialog open onClose={recoveryCodes || codeStep.pending ? undefined : codeStep.onCancel}>
      {recoveryCodes ? (
        <RecoveryCodesStep codes={recoveryCodes} onDone={onDone} />
      ) : (
        <TwoFactorCodeStep {...codeStep} onRecoveryCodes={setRecoveryCodes} />
      )}
    </AccountDialog>
  );
}
