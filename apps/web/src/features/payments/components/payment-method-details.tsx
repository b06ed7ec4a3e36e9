import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { cardExpiry, walletName, type PaymentMethod } from '@lodestar/contract';
import { useId } from 'react';
import type { Translate } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/use-t';
import { methodLabel } from '../payment-method-label';

/** What the provider keeps of a saved method, as label and value pairs. */
function detailsOf(method: PaymentMethod, t: Translate): [string, string][] {
  const { card, link, isDefault } = method;
  const rows: [string, string][] = [[t('payments.details.method'), methodLabel(method, t)]];
  if (card) {
    rows.push([t('payments.details.expires'), cardExpiry(card.exp_month, card.exp_year)]);
    if (card.name) rows.push([t('payments.card.name'), card.name]);
    if (card.wallet) rows.push([t('payments.details.wallet'), walletName(card.wallet.type)]);
  }
  if (link?.email) rows.push([t('payments.details.email'), link.email]);
  rows.push([t('payments.default'), t(isDefault ? 'payments.details.isDefault' : 'payments.details.notDefault')]);
  return rows;
}

/** The View action of a saved method: its details. */
export function PaymentMethodDetails({ method, onClose }: { method: PaymentMethod; onClose: () => void }) {
  const t = useT();
  const id = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
      <DialogTitle id={`${id}-title`}>{t('payments.paymentMethod')}</DialogTitle>
      <DialogContent>
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          {detailsOf(method, t).map(([label, value]) => (
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
        <Button onClick={onClose}>{t('payments.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
