import Button from '@mui/material/Button';
import { MessageDialog } from '../../../components/message-dialog';

interface ConfirmActionDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  /** The confirmed action runs: the button spins and the dialog stays. */
  pending?: boolean;
  /** Nothing to confirm yet (what it costs is still being worked out). */
  disabled?: boolean;
  /** Red for an action that ends something (Cancel, Pause). */
  destructive?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a subscription changes: Back, or the action's own button. */
export function ConfirmActionDialog({
  title,
  message,
  confirmLabel,
  pending = false,
  disabled = false,
  destructive = false,
  onConfirm,
  onClose,
}: ConfirmActionDialogProps) {
  return (
    <MessageDialog
      open
      title={title}
      message={message}
      onClose={pending ? undefined : onClose}
      actions={
        <>
          <Button onClick={onClose} disabled={pending}>
            Back
          </Button>
          <Button
            variant="contained"
            color={destructive ? 'error' : 'primary'}
            onClick={onConfirm}
            loading={pending}
            disabled={disabled}
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
