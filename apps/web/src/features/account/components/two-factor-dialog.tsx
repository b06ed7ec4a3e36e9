import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { FormEvent, ReactNode } from 'react';

/** The modal width of the spec's two-factor popups (part 2 §9); on a phone the dialog keeps a narrow margin. */
const DIALOG_WIDTH = 450;

interface TwoFactorDialogProps {
  /** Undefined while the dialog must stay open (a call runs, or codes wait to be stored). */
  onClose: (() => void) | undefined;
  /** One of its steps; each names the dialog through its DialogTitle. */
  children: ReactNode;
}

/** The frame of a two-step sign-in dialog, kept open across its steps so a step change does not flash. */
export function TwoFactorDialog({ onClose, children }: TwoFactorDialogProps) {
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      {children}
    </Dialog>
  );
}

interface TwoFactorDialogStepProps {
  title: string;
  /** Given, the step is a form and this runs on submit (its submit button, or Enter in a field). */
  onSubmit?: () => void;
  actions: ReactNode;
  children: ReactNode;
}

/** One step of a two-step sign-in dialog: its title, content and buttons. */
export function TwoFactorDialogStep({ title, onSubmit, actions, children }: TwoFactorDialogStepProps) {
  const form = onSubmit && {
    component: 'form' as const,
    noValidate: true,
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      // React events bubble through portals: a form around the section must not submit too.
      event.stopPropagation();
      onSubmit();
    },
  };
  return (
    <Box {...form} sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>{children}</DialogContent>
      <DialogActions>{actions}</DialogActions>
    </Box>
  );
}
