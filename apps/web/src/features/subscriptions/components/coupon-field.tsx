import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { INVALID_CODE, type Coupon } from '@lodestar/contract';
import { useState } from 'react';
import { TextInput } from '../../../components/form/text-input';
import { useContractText } from '../../../lib/i18n/contract-text';
import { useT } from '../../../lib/i18n/use-t';
import { displayMessage } from '../../../lib/toast';
import { useApplyCoupon } from '../api/apply-coupon';
import { discountLabel } from '../order-total';

interface CouponFieldProps {
  deviceUUID: string;
  productId: string;
  applied: Coupon | null;
  onApplied: (coupon: Coupon | null) => void;
}

/** A coupon code and Apply: the server checks it for the plan; a refusal shows under the field. */
export function CouponField({ deviceUUID, productId, applied, onApplied }: CouponFieldProps) {
  const t = useT();
  const contractText = useContractText();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const coupon = useApplyCoupon();

  const apply = async () => {
    const trimmed = code.trim();
    onApplied(null);
    if (!trimmed) return setError(contractText(INVALID_CODE));
    try {
      const answer = await coupon.mutateAsync({ code: trimmed, deviceUUID, productId });
      setError(null);
      onApplied(answer.coupon);
    } catch (refusal) {
      setError(displayMessage(refusal));
    }
  };

  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextInput
          label={t('subscriptions.coupon.code')}
          size="small"
          fullWidth
          value={code}
          error={error !== null}
          helperText={error}
          onChange={(event) => setCode(event.target.value)}
          slotProps={{
            htmlInput: {
              onKeyDown: (event) => {
                // Enter applies the code rather than submitting the payment.
                if (event.key !== 'Enter') return;
                event.preventDefault();
                void apply();
              },
            },
          }}
        />
        <Button
          variant="outlined"
          onClick={() => void apply()}
          loading={coupon.isPending}
          sx={{ flexShrink: 0, height: 40 }}
        >
          {t('subscriptions.coupon.apply')}
        </Button>
      </Stack>
      {applied && (
        <Typography variant="body2" color="success.main" role="status">
          {t('subscriptions.coupon.applied', { code: applied.code, discount: discountLabel(applied, t) })}
        </Typography>
      )}
    </Stack>
  );
}
