import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';

/** The modal width of the account popups; on a phone the dialog keeps a narrow margin. */
const DIALOG_WIDTH = 450;

interface AccountDialogProps {
  open: boolean;
  /** Undefined while the dialog must stay open (a call runs, or codes wait to be stored). */
  onClose: (() => void) | undefined;
  /** Its step, or one of its steps; each names the dialog through its DialogTitle. */
  children: ReactNode;
}

/** The frame of an account popup, kept open across its steps so a step change does not flash. */
export function AccountDialog({ open, onClose, children }: AccountDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      {children}
    </Dialog>
  );
}

interface AccountDialogStepProps {
  title: string;
  /** Given, the step is a form and this runs on submit (its submit button, or Enter in a field). */
  onSubmit?: () => void;
  actions: ReactNode;
  children: ReactNode;
}

/** One step of an account popup: its title, content and buttons. */
export function AccountDialogStep({ title, onSubmit, actions, children }: AccountDialogStepProps) {
  const form = onSubmit && {
    component: 'form' as const,
    noValidate: true,
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      // React events bubble through portals: a form around the dialog must not submit too.
      event.stopPropagation();
      onSubmit();
    },
  };
  return (
    <Box {...form} sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {/* The top inset keeps the floating label of a first field clear of the scrolling edge. */}
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>{actions}</DialogActions>
    </Box>
  );
}
