import Button from '@mui/material/Button';
import { useT } from '../lib/i18n/use-t';
import { MessageDialog } from './message-dialog';

interface ConfirmDialogProps {
  open?: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** The confirmed action is running: the confirm button spins and nothing can be clicked twice. */
  pending?: boolean;
  /** Nothing to confirm yet (what it costs is still being worked out). */
  disabled?: boolean;
  /** Red for an action that ends or removes something (the default); the primary colour otherwise. */
  destructive?: boolean;
  /** The button that leaves without acting: Cancel (the default), or Back where the action itself is called Cancel. */
  dismissLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action: the dismiss button, or the action's own button. */
export function ConfirmDialog({
  open = true,
  title,
  message,
  confirmLabel,
  pending = false,
  disabled = false,
  destructive = true,
  dismissLabel,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const t = useT();
  return (
    <MessageDialog
      open={open}
      title={title}
      message={message}
      onClose={pending ? undefined : onClose}
      actions={
        <>
          <Button onClick={onClose} disabled={pending}>
            {dismissLabel ?? t('common.cancel')}
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
