import { accountMessages } from '@lodestar/contract';
import { ErrorState } from '../../../components/error-state';
import { SectionLoader } from '../../../components/section-loader';
import { displayMessage } from '../../../lib/toast';
import { useReloadUser, useTwoFactorInit, useVerifyTwoFactor } from '../api/two-factor';
import { TwoFactorCodeDialog } from './two-factor-code-dialog';
import { TwoFactorSecret } from './two-factor-secret';

/**
 * Add two-step sign-in (spec part 2 §4.5): a new secret to scan, the app's code to verify it, then the recovery
 * codes, which must be acknowledged before the dialog closes. The user is reloaded then, and shows two-step on.
 */
export function TwoFactorEnrolDialog({ onClose }: { onClose: () => void }) {
  const init = useTwoFactorInit();
  const verify = useVerifyTwoFactor();
  const reloadUser = useReloadUser();

  const done = () => {
    void reloadUser();
    onClose();
  };

  return (
    <TwoFactorCodeDialog
      title="Add two-step sign-in"
      submitLabel="Verify"
      send={verify.mutateAsync}
      pending={verify.isPending}
      ready={init.isSuccess}
      onCancel={onClose}
      onDone={done}
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
