import Button from '@mui/material/Button';
import { useCallback, useState } from 'react';
import { MessageDialog } from '../../../components/message-dialog';

export type AuthenticationOutcome = 'complete' | 'fail';

/**
 * The card's own authentication step (3-D Secure), as the local provider plays it, like Stripe's test page: the
 * card holder completes or fails it. Nothing else closes it.
 */
function AuthenticationDialog({
  open,
  onAnswer,
}: {
  open: boolean;
  onAnswer: (outcome: AuthenticationOutcome) => void;
}) {
  return (
    <MessageDialog
      open={open}
      title="Authenticate your card"
      message="Your card issuer asks you to confirm that this card is yours before it is saved."
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

/** `ask` opens the authentication step and answers the card holder's outcome; render `dialog` where it belongs. */
export function useAuthenticationPrompt() {
  const [answer, setAnswer] = useState<((outcome: AuthenticationOutcome) => void) | null>(null);
  const ask = useCallback(() => new Promise<AuthenticationOutcome>((resolve) => setAnswer(() => resolve)), []);
  const onAnswer = (outcome: AuthenticationOutcome) => {
    answer?.(outcome);
    setAnswer(null);
  };
  return { ask, dialog: <AuthenticationDialog open={answer !== null} onAnswer={onAnswer} /> };
}
