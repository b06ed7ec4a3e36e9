import Button from '@mui/material/Button';
import { useCallback, useState } from 'react';
import { MessageDialog } from '../../../components/message-dialog';

export type AuthenticationOutcome = 'complete' | 'fail';

/** Why the card issuer asks: to save the card (a payment's step says its amount). */
export const savingCardMessage = 'Your card issuer asks you to confirm that this card is yours before it is saved.';

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
  return (
    <MessageDialog
      open={message !== null}
      title="Authenticate your card"
      message={message ?? ''}
      onClose={undefined}
      actions={
        <>
          <Button color="error" onClick={() => onAnswer('fail')}>
            Fail authentication
          </Button>
          <Button variant="contained" onClick={() => onAnswer('complete')}>
            Complete authentication
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
