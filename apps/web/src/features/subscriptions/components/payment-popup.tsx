import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Plan } from '@lodestar/contract';
import { useId } from 'react';
import { ErrorState } from '../../../components/error-state';
import { SectionLoader } from '../../../components/section-loader';
import { useT } from '../../../lib/i18n/use-t';
import { displayMessage } from '../../../lib/toast';
import { usePaymentMethods } from '../../payments';
import { usePurchase } from '../hooks/use-purchase';
import { PurchaseForm } from './purchase-form';

/** Buying a plan for a device that has none of its type: the payment details, then Continue. */
export function PaymentPopup({ plan, deviceUUID, onClose }: { plan: Plan; deviceUUID: string; onClose: () => void }) {
  const t = useT();
  const id = useId();
  const saved = usePaymentMethods();
  const purchase = usePurchase();
  return (
    <Dialog
      open
      onClose={purchase.pending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{t('subscriptions.buy.title')}</DialogTitle>
      {purchase.dialog}
      {saved.isSuccess ? (
        <PurchaseForm
          plan={plan}
          deviceUUID={deviceUUID}
          methods={saved.data.paymentMethods}
          purchase={purchase}
          onClose={onClose}
        />
      ) : (
        <>
          <DialogContent>
            {saved.isError ? (
              <ErrorState message={displayMessage(saved.error)} onRetry={() => void saved.refetch()} />
            ) : (
              <SectionLoader label={t('subscriptions.buy.loading')} />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('payments.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
