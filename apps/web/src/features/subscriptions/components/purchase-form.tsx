import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import type { Coupon, PaymentMethod, Plan } from '@lodestar/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { toast } from '../../../lib/toast';
import { PaymentMethodField, type PaymentMethodFieldHandle } from '../../payments';
import type { usePurchase } from '../hooks/use-purchase';
import { CouponField } from './coupon-field';
import { OrderSummary } from './order-summary';
import { TermsAgreement } from './terms-agreement';

interface PurchaseFormProps {
  plan: Plan;
  deviceUUID: string;
  methods: PaymentMethod[];
  purchase: ReturnType<typeof usePurchase>;
  onClose: () => void;
}

/**
 * The payment popup's form: the order, a coupon, the method to pay with (payments' field: a saved one, or a new
 * card's fields), and for a trial the terms. Continue saves a new card first (it then becomes the chosen saved one),
 * then buys.
 */
export function PurchaseForm({ plan, deviceUUID, methods, purchase, onClose }: PurchaseFormProps) {
  const t = useT();
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const [accepted, setAccepted] = useState(false);
  const method = useRef<PaymentMethodFieldHandle>(null);
  const trial = plan.freeTrialDays > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (trial && !accepted) return void toast.error(undefined, t('billingMessages.termsRequired'));
    const done = await purchase.buy(plan._id, async () => ({
      deviceUUID,
      couponCode: coupon?.code,
      paymentMethod: await method.current!.paymentMethod(),
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
          <PaymentMethodField methods={methods} ref={method} />
          {trial && <TermsAgreement accepted={accepted} onChange={setAccepted} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={purchase.pending}>
          {t('payments.close')}
        </Button>
        <Button type="submit" variant="contained" loading={purchase.pending} disabled={trial && !accepted}>
          {t('subscriptions.buy.continue')}
        </Button>
      </DialogActions>
    </Box>
  );
}
