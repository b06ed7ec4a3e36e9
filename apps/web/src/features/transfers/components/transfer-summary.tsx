import { transferTotal, type Plan } from '@lodestar/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useMoney } from '../../../lib/i18n/use-money';
import { useT } from '../../../lib/i18n/use-t';
import { AddCardDialog, methodLabel, usePaymentMethods } from '../../payments';
import { planNameIn } from '../../../lib/i18n/plan-name';

interface TransferSummaryProps {
  plan: Plan;
  /** The seller's one-time device fee, in cents. */
  feeCents: number;
  /** The saved method chosen to pay with; undefined pays with the default one. */
  methodId: string | undefined;
  onMethodChange: (id: string) => void;
  disabled?: boolean;
}

function Line({ label, amount, strong }: { label: string; amount: string; strong?: boolean }) {
  const weight = strong ? 700 : 400;
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography sx={{ fontWeight: weight }}>{label}</Typography>
      <Typography sx={{ fontWeight: weight, whiteSpace: 'nowrap' }}>{amount}</Typography>
    </Stack>
  );
}

/**
 * What the seller pays now (the plan, its tax, the one-time device fee added), and the card it is paid with. The
 * receiver pays later terms with a card of their own.
 */
export function TransferSummary({ plan, feeCents, methodId, onMethodChange, disabled }: TransferSummaryProps) {
  const t = useT();
  const saved = usePaymentMethods();
  const [addingCard, setAddingCard] = useState(false);
  const inCurrency = useMoney();
  const money = (cents: number) => inCurrency(cents, plan.currency);
  const { price, tax, fee, total } = transferTotal(plan.unitAmount, plan.taxRate?.percentage, feeCents);
  const methods = saved.data?.paymentMethods ?? [];
  const chosen = methodId ?? methods.find((method) => method.isDefault)?.id ?? methods[0]?.id ?? '';

  return (
    <Stack component="section" spacing={1.5} aria-label={t('transfers.summary.title')}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('transfers.summary.title')}
      </Typography>
      <Line label={t('transfers.summary.plan', { name: planNameIn(t, plan.name) })} amount={money(price)} />
      {plan.taxRate && (
        <Line
          label={t('transfers.summary.tax', { name: plan.taxRate.name, percentage: plan.taxRate.percentage })}
          amount={money(tax)}
        />
      )}
      <Line label={t('transfers.fee')} amount={money(fee)} />
      <Divider />
      <Line label={t('transfers.summary.total')} amount={money(total)} strong />
      <Typography variant="body2" color="text.secondary">
        {t('transfers.summary.laterTerms')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {methods.length > 0 ? (
          <TextField
            select
            size="small"
            label={t('transfers.summary.payWith')}
            value={chosen}
            onChange={(event) => onMethodChange(event.target.value)}
            disabled={disabled}
            sx={{ flex: '1 1 240px', minWidth: 0 }}
          >
            {methods.map((method) => (
              <MenuItem key={method.id} value={method.id}>
                {methodLabel(method, t)}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          !saved.isPending && <Typography color="error">{t('billingMessages.addCardDetails')}</Typography>
        )}
        <Button onClick={() => setAddingCard(true)} disabled={disabled}>
          {t('transfers.summary.addCard')}
        </Button>
      </Box>
      {addingCard && <AddCardDialog onClose={() => setAddingCard(false)} />}
    </Stack>
  );
}
