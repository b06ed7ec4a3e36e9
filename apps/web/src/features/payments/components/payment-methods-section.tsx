import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PaymentMethod } from '@lodestar/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { SectionLoader } from '../../../components/section-loader';
import { useT } from '../../../lib/i18n/use-t';
import { displayMessage, toast } from '../../../lib/toast';
import { useDetachMethod } from '../api/detach-method';
import { usePaymentMethods } from '../api/payment-methods';
import { useDefaultMethodChoice } from '../charge-authentication/use-default-method-choice';
import { methodLabel } from '../payment-method-label';
import { AddCardDialog } from './add-card-dialog';
import { PaymentMethodDetails } from './payment-method-details';

type OpenDialog = { kind: 'add' } | { kind: 'view' | 'remove'; method: PaymentMethod } | null;

/**
 * The saved methods: each with View, Make default and, while no live plan needs one, Remove after the
 * confirmation question; Add saves a new card, which becomes the default unless the payer keeps theirs.
 */
export function PaymentMethodsSection() {
  const t = useT();
  const saved = usePaymentMethods();
  const defaultChoice = useDefaultMethodChoice();
  const detach = useDetachMethod();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);

  const remove = async (method: PaymentMethod) => {
    if (await toast.settled(() => detach.mutateAsync(method.id), t('billingMessages.removed'))) close();
  };

  if (saved.isPending) return <SectionLoader label={t('payments.methods.loading')} />;
  if (saved.isError) return <ErrorState message={displayMessage(saved.error)} onRetry={() => void saved.refetch()} />;
  const { paymentMethods, hasSubscriptions } = saved.data;

  return (
    <Stack spacing={1.5}>
      {paymentMethods.length === 0 ? (
        <Typography role="status" variant="body2" color="text.secondary">
          {t('payments.methods.none')}
        </Typography>
      ) : (
        <List aria-label={t('payments.methods.list')} disablePadding>
          {paymentMethods.map((method) => (
            <ListItem key={method.id} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText primary={methodLabel(method, t)} sx={{ flex: '1 1 220px', m: 0 }} />
              {method.isDefault && (
                <Chip size="small" label={t('payments.default')} color="primary" variant="outlined" />
              )}
              <Stack direction="row" spacing={0.5}>
                <Button size="small" onClick={() => setDialog({ kind: 'view', method })}>
                  {t('payments.methods.view')}
                </Button>
                {!method.isDefault && (
                  <Button
                    size="small"
                    loading={defaultChoice.choosing(method.id)}
                    onClick={() => void defaultChoice.choose(method.id)}
                  >
                    {t('payments.methods.makeDefault')}
                  </Button>
                )}
                {!hasSubscriptions && (
                  <Button size="small" color="error" onClick={() => setDialog({ kind: 'remove', method })}>
                    {t('payments.remove')}
                  </Button>
                )}
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
      {hasSubscriptions && paymentMethods.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('payments.methods.removeNeedsNoPlans')}
        </Typography>
      )}
      <div>
        <Button variant="outlined" startIcon={<Add />} onClick={() => setDialog({ kind: 'add' })}>
          {t('payments.addPaymentMethod')}
        </Button>
      </div>
      {dialog?.kind === 'add' && <AddCardDialog onClose={close} />}
      {dialog?.kind === 'view' && <PaymentMethodDetails method={dialog.method} onClose={close} />}
      {dialog?.kind === 'remove' && (
        <ConfirmDialog
          title={t('payments.methods.removeTitle')}
          message={t('payments.methods.confirmRemove')}
          confirmLabel={t('payments.remove')}
          pending={detach.isPending}
          onConfirm={() => void remove(dialog.method)}
          onClose={close}
        />
      )}
      {defaultChoice.dialog}
    </Stack>
  );
}
