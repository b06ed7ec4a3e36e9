import Link from '@mui/material/Link';
import { useState, type ReactNode } from 'react';
import { lazyDialog } from '../lazy-dialog';

// Only someone who asks to read the terms loads the popup's code.
const TermsDialog = lazyDialog(() => import('./terms-dialog').then((m) => m.TermsDialog));

/**
 * A link in a form's agreement that opens the terms in a popup, so that what the form holds stays: the label's
 * click would tick the box, so the link keeps its click to itself.
 */
export function TermsLink({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Link
        component="button"
        type="button"
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
          setOpen(true);
        }}
        sx={{ verticalAlign: 'baseline', font: 'inherit' }}
      >
        {children}
      </Link>
      {open && <TermsDialog onClose={() => setOpen(false)} />}
    </>
  );
}
