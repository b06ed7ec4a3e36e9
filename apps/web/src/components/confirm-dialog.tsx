import Button from '@mui/material/Button';
import { MessageDialog } from './message-dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** The confirmed action is running: the confirm button spins and nothing can be clicked twice. */
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a destructive action: Cancel, or the action's own button. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  pending = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <MessageDialog
      open={open}
      title={title}
      message={message}
      onClose={pending ? undefined : onClose}
      actions={
        <>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button variant="contained" color="error" onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
