import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type FormEvent } from 'react';
import { CancelAndSubmitButtons } from '../../../components/cancel-and-submit-buttons';
import { useT } from '../../../lib/i18n/use-t';
import { toast } from '../../../lib/toast';
import { useAttachMethod } from '../api/attach-method';
import { usePaymentMethods } from '../api/payment-methods';
import { useOwedPaymentSteps } from '../charge-authentication/use-owed-payment-steps';
import { CardSetupError, type CardSetupHandle } from '../card-setup/card-setup';
import { NewCardFields } from '../card-setup/new-card-fields';
import { DefaultCardChoice } from './default-card-choice';

/**
 * Adds a card outside a purchase: saved through the provider's SetupIntent, then, as the payer chooses when they have a
 * default card already (a first card always is), made the default method, which pays what a plan owed at once (with
 * the card holder's step where its bank asks for one). The card form shows its own refusals; others are toasted.
 */
export function AddCardDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const id = useId();
  const card = useRef<CardSetupHandle>(null);
  const attach = useAttachMethod();
  const owed = useOwedPaymentSteps();
  const currentDefault = usePaymentMethods().data?.paymentMethods.find((method) => method.isDefault);
  const [makeDefault, setMakeDefault] = useState(true);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!card.current) return void toast.error(undefined, t('billingMessages.addCardDetails'));
    setSaving(true);
    try {
      const saved = await card.current.confirm();
      const answer = await attach.mutateAsync({
        cardId: saved.paymentMethodId,
        address: saved.address,
        makeDefault: makeDefault || !currentDefault,
      });
      toast.success(t('billingMessages.added'));
      await owed.settle(answer.paymentActions);
      onClose();
    } catch (error) {
      if (error instanceof CardSetupError && error.shown) return;
      toast.error(error, error instanceof CardSetupError ? error.message : undefined);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
        <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
          <DialogTitle id={`${id}-title`}>{t('payments.addPaymentMethod')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <NewCardFields ref={card} />
              {currentDefault && (
                <DefaultCardChoice current={currentDefault} makeDefault={makeDefault} onChange={setMakeDefault} />
              )}
              <Typography variant="body2" color="text.secondary">
                {t('payments.addCard.addressNote')}
              </Typography>
            </Stack>
          </DialogContent>
          <DialogActions>
            <CancelAndSubmitButtons submitLabel={t('payments.addCard.save')} pending={saving} onCancel={onClose} />
          </DialogActions>
        </Box>
      </Dialog>
      {owed.dialog}
    </>
  );
}
