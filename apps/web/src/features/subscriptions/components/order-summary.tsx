import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney, type Coupon, type Plan } from '@lodestar/contract';
import { useAccountCredit } from '../../payments';
import { discountLabel, orderTotal } from '../order-total';
import { subscriptionMessages } from '../subscription-messages';
import { durationLabelOf } from '../plan-labels';

function Line({ label, amount, strong = false }: { label: string; amount: string; strong?: boolean }) {
  const variant = strong ? 'subtitle1' : 'body2';
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography variant={variant}>{label}</Typography>
      <Typography variant={variant} sx={{ whiteSpace: 'nowrap' }}>
        {amount}
      </Typography>
    </Stack>
  );
}

/** The plan with its period, unless its name already says it: "Travel Pass (10 Days)", but "Yearly". */
function planLine(plan: Plan): string {
  const period = durationLabelOf(plan);
  return plan.name.toLowerCase().includes(period.toLowerCase()) ? plan.name : `${plan.name} (${period})`;
}

/** The account's credit in the plan's currency: the provider uses it before the card on the next invoice. */
function useCreditFor(plan: Plan): number {
  const { credit, currency } = useAccountCredit();
  return currency === plan.currency ? credit : 0;
}

/**
 * The plan's price, the coupon's discount, the tax and the total per period; the account's credit it uses and what is
 * left for the card; a trial's nothing due today (its first charge uses the credit first).
 */
export function OrderSummary({ plan, coupon }: { plan: Plan; coupon: Coupon | null }) {
  const { price, discount, tax, total } = orderTotal(plan, coupon);
  const credit = useCreditFor(plan);
  const money = (cents: number) => formatMoney(cents, plan.currency);
  const trial = plan.freeTrialDays > 0;
  const used = trial ? 0 : Math.min(credit, total);
  return (
    <Stack spacing={0.5} aria-label="Order summary" role="group">
      <Line label={planLine(plan)} amount={money(price)} />
      {coupon && <Line label={`Discount (${discountLabel(coupon)})`} amount={`-${money(discount)}`} />}
      {plan.taxRate && <Line label={`${plan.taxRate.name} ${plan.taxRate.percentage}%`} amount={money(tax)} />}
      <Divider />
      <Line
        label={trial ? 'Total after the free trial' : 'Total'}
        amount={money(total)}
        strong={!trial && used === 0}
      />
      {used > 0 && <Line label="Account credit" amount={`-${money(used)}`} />}
      {used > 0 && <Line label="Charged to your card" amount={money(total - used)} strong />}
      {trial && <Line label="Due today" amount={money(0)} strong />}
      {trial && credit > 0 && (
        <Typography variant="body2" color="text.secondary">
          {subscriptionMessages.creditAfterTrial(money(credit))}
        </Typography>
      )}
    </Stack>
  );
}
