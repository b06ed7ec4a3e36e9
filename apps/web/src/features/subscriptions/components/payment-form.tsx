import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Coupon, PaymentMethod, Plan } from '@lodestar/contract';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { useAttachMethod } from '../api/attach-method';
import { CardSetupError, type CardSetupHandle } from '../card-setup/card-setup';
import { NewCardFields } from '../card-setup/new-card-fields';
import type { usePurchase } from '../hooks/use-purchase';
import { subscriptionMessages } from '../subscription-messages';
import { CouponField } from './coupon-field';
import { OrderSummary } from './order-summary';
import { SavedMethodsList } from './saved-methods-list';
import { TermsAgreement } from './terms-agreement';

interface PaymentFormProps {
  plan: Plan;
  deviceUUID: string;
  methods: PaymentMethod[];
  purchase: ReturnType<typeof usePurchase>;
  onClose: () => void;
}

/**
 * The payment popup's form: the order, a coupon, the saved methods (default chosen) or a new card's fields,
 * and for a trial the terms. Continue saves a new card first (it then becomes the chosen saved one), then buys.
 */
export function PaymentForm({ plan, deviceUUID, methods, purchase, onClose }: PaymentFormProps) {
  const [entering, setEntering] = useState(methods.length === 0);
  const [selected, setSelected] = useState((methods.find((method) => method.isDefault) ?? methods[0])?.id ?? null);
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const [accepted, setAccepted] = useState(false);
  const card = useRef<CardSetupHandle>(null);
  const attach = useAttachMethod();
  const trial = plan.freeTrialDays > 0;

  const paymentMethod = async () => {
    if (!entering) {
      if (!selected) throw new CardSetupError(subscriptionMessages.addCardDetails);
      return selected;
    }
    if (!card.current) throw new CardSetupError(subscriptionMessages.addCardDetails);
    const saved = await card.current.confirm();
    await attach.mutateAsync({ cardId: saved.paymentMethodId, address: saved.address });
    setSelected(saved.paymentMethodId);
    setEntering(false);
    return saved.paymentMethodId;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (trial && !accepted) return void toast.error(undefined, subscriptionMessages.agreeToTerms);
    const done = await purchase.buy(plan._id, async () => ({
      deviceUUID,
      couponCode: coupon?.code,
      paymentMethod: await paymentMethod(),
      ...(trial ? { isTermsAccepted: true } : {}),
    }));
    if (done) onClose();
  };

  return (
    // A column that fits the dialog: the fields scroll, Close and Continue stay in view on a short screen.
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
    >
      <DialogContent>
        <Stack spacing={2.5}>
          <OrderSummary plan={plan} coupon={coupon} />
          <CouponField
            deviceUUID={deviceUUID}
            productId={plan.sourceData.productId}
            applied={coupon}
            onApplied={setCoupon}
          />
          <Stack spacing={1}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="subtitle2" component="h3">
                Payment method
              </Typography>
              {entering ? (
                methods.length > 0 && <Button onClick={() => setEntering(false)}>Cancel</Button>
              ) : (
                <Button onClick={() => setEntering(true)}>Change</Button>
              )}
            </Stack>
            {entering ? (
              <NewCardFields ref={card} />
            ) : (
              <SavedMethodsList methods={methods} selected={selected} onSelect={setSelected} />
            )}
            <Typography variant="body2" color="text.secondary">
              {subscriptionMessages.addressNote}
            </Typography>
          </Stack>
          {trial && <TermsAgreement accepted={accepted} onChange={setAccepted} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={purchase.pending}>
          Close
        </Button>
        <Button type="submit" variant="contained" loading={purchase.pending} disabled={trial && !accepted}>
          Continue
        </Button>
      </DialogActions>
    </Box>
  );
}
