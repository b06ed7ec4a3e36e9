import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { CancelAndSubmitButtons } from '../../../components/cancel-and-submit-buttons';

interface ActionDialogProps {
  title: string;
  submitLabel: string;
  /** The action is running: the submit button spins and the dialog stays open. */
  pending: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** A small dialog whose fields feed one device action: Cancel, or submit (also with Enter). */
export function ActionDialog({ title, submitLabel, pending, onSubmit, onClose, children }: ActionDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <CancelAndSubmitButtons submitLabel={submitLabel} pending={pending} onCancel={onClose} />
        </DialogActions>
      </Box>
    </Dialog>
  );
}
