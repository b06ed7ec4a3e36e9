import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { useT } from '../../lib/i18n/use-t';
import { TermsText } from './terms-text';

/** The terms and conditions popup: the terms text over the form, which stays as it was (full screen on a phone). */
export function TermsDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const id = useId();
  const phone = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  return (
    <Dialog open onClose={onClose} aria-labelledby={id} scroll="paper" maxWidth="md" fullWidth fullScreen={phone}>
      <DialogTitle id={id}>{t('common.route.privacy')}</DialogTitle>
      <DialogContent dividers>
        <TermsText />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
