import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { cardExpiry, walletName, type PaymentMethod } from '@lodestar/contract';
import { useId } from 'react';
import { methodLabel } from '../payment-method-label';

/** What the provider keeps of a saved method, as label and value pairs. */
function detailsOf(method: PaymentMethod): [string, string][] {
  const { card, link, isDefault } = method;
  const rows: [string, string][] = [['Method', methodLabel(method)]];
  if (card) {
    rows.push(['Expires', cardExpiry(card.exp_month, card.exp_year)]);
    if (card.name) rows.push(['Name on card', card.name]);
    if (card.wallet) rows.push(['Wallet', walletName(card.wallet.type)]);
  }
  if (link?.email) rows.push(['Email', link.email]);
  rows.push(['Default', isDefault ? 'Yes: plans are paid with it' : 'No']);
  return rows;
}

/** The View action of a saved method: its details. */
export function PaymentMethodDetails({ method, onClose }: { method: PaymentMethod; onClose: () => void }) {
  const id = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
      <DialogTitle id={`${id}-title`}>Payment method</DialogTitle>
      <DialogContent>
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          {detailsOf(method).map(([label, value]) => (
            <Stack key={label} direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
                {value}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
