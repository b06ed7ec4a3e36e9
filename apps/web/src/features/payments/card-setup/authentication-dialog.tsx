import Button from '@mui/material/Button';
import { useCallback, useState } from 'react';
import { MessageDialog } from '../../../components/message-dialog';
import { useT } from '../../../lib/i18n/use-t';

export type AuthenticationOutcome = 'complete' | 'fail';

/**
 * The card's own authentication step (3-D Secure), as the local provider plays it, like Stripe's test page: the
 * card holder completes or fails it. Nothing else closes it.
 */
function AuthenticationDialog({
  message,
  onAnswer,
}: {
  message: string | null;
  onAnswer: (outcome: AuthenticationOutcome) => void;
}) {
  const t = useT();
  return (
    <MessageDialog
      open={message !== null}
      title={t('payments.authentication.title')}
      message={message ?? ''}
      onClose={undefined}
      actions={
        <>
          <Button color="error" onClick={() => onAnswer('fail')}>
            {t('payments.authentication.fail')}
          </Button>
          <Button variant="contained" onClick={() => onAnswer('complete')}>
            {t('payments.authentication.complete')}
          </Button>
        </>
      }
    />
  );
}

/**
 * `ask` opens the authentication step, saying what it is for, and answers the card holder's outcome; render `dialog`
 * where it belongs.
 */
export function useAuthenticationPrompt() {
  const [step, setStep] = useState<{ message: string; answer: (outcome: AuthenticationOutcome) => void } | null>(null);
  const ask = useCallback(
    (message: string) => new Promise<AuthenticationOutcome>((resolve) => setStep({ message, answer: resolve })),
    [],
  );
  const onAnswer = (outcome: AuthenticationOutcome) => {
    step?.answer(outcome);
    setStep(null);
  };
  return { ask, dialog: <AuthenticationDialog message={step?.message ?? null} onAnswer={onAnswer} /> };
}
