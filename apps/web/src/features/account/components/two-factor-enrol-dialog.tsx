import { ErrorState } from '../../../components/error-state';
import { SectionLoader } from '../../../components/section-loader';
import { useT } from '../../../lib/i18n/use-t';
import { displayMessage } from '../../../lib/toast';
import { useTwoFactorInit, useVerifyTwoFactor } from '../api/two-factor';
import { TwoFactorCodeDialog } from './two-factor-code-dialog';
import { TwoFactorSecret } from './two-factor-secret';

/**
 * Add two-step sign-in: a new secret to scan, the app's code to verify it, then the recovery
 * codes, which must be acknowledged before the dialog closes. The user is reloaded once the code is verified.
 */
export function TwoFactorEnrolDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const init = useTwoFactorInit();
  const verify = useVerifyTwoFactor();

  return (
    <TwoFactorCodeDialog
      title={t('account.twoFactor.addTitle')}
      submitLabel={t('account.twoFactor.verify')}
      send={({ code }) => verify.mutateAsync(code)}
      pending={verify.isPending}
      ready={init.isSuccess}
      onCancel={onClose}
      onDone={onClose}
    >
      {init.isPending && <SectionLoader label={t('account.twoFactor.preparing')} />}
      {init.isError && (
        <ErrorState
          message={displayMessage(init.error, t('accountMessages.tryAgain'))}
          onRetry={() => void init.refetch()}
        />
      )}
      {init.isSuccess && <TwoFactorSecret enrolment={init.data} />}
    </TwoFactorCodeDialog>
  );
}
