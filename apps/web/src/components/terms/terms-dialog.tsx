import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { TermsText } from './terms-text';

export const TERMS_DIALOG_TITLE = 'Terms and Conditions';

/** The terms and conditions popup: the terms text over the form, which stays as it was (full screen on a phone). */
export function TermsDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const phone = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  return (
    <Dialog open onClose={onClose} aria-labelledby={id} scroll="paper" maxWidth="md" fullWidth fullScreen={phone}>
      <DialogTitle id={id}>{TERMS_DIALOG_TITLE}</DialogTitle>
      <DialogContent dividers>
        <TermsText />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
