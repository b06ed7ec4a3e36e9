import { accountMessages } from '@lodestar/contract';
import { ErrorState } from '../../../components/error-state';
import { SectionLoader } from '../../../components/section-loader';
import { displayMessage } from '../../../lib/toast';
import { useTwoFactorInit, useVerifyTwoFactor } from '../api/two-factor';
import { TwoFactorCodeDialog } from './two-factor-code-dialog';
import { TwoFactorSecret } from './two-factor-secret';

/**
 * Add two-step sign-in: a new secret to scan, the app's code to verify it, then the recovery
 * codes, which must be acknowledged before the dialog closes. The user is reloaded once the code is verified.
 */
export function TwoFactorEnrolDialog({ onClose }: { onClose: () => void }) {
  const init = useTwoFactorInit();
  const verify = useVerifyTwoFactor();

  return (
    <TwoFactorCodeDialog
      title="Add two-step sign-in"
      submitLabel="Verify"
      send={({ code }) => verify.mutateAsync(code)}
      pending={verify.isPending}
      ready={init.isSuccess}
      onCancel={onClose}
      onDone={onClose}
    >
      {init.isPending && <SectionLoader label="Preparing your secret" />}
      {init.isError && (
        <ErrorState
          message={displayMessage(init.error, accountMessages.tryAgain)}
          onRetry={() => void init.refetch()}
        />
      )}
      {init.isSuccess && <TwoFactorSecret enrolment={init.data} />}
    </TwoFactorCodeDialog>
  );
}
