import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Coupon, Plan } from '@lodestar/contract';
import type { Translate } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/use-t';
import { useAccountCredit } from '../../payments';
import { leftToRight } from '../../../lib/i18n/bidi-text';
import { useMoney } from '../../../lib/i18n/use-money';
import { discountLabel, orderTotal } from '../order-total';
import { durationLabelOf, englishDurationOf } from '../plan-labels';

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
function planLine(plan: Plan, t: Translate): string {
  const period = durationLabelOf(plan, t);
  const named = [period, englishDurationOf(plan)].some((each) => plan.name.toLowerCase().includes(each.toLowerCase()));
  return named ? plan.name : `${plan.name} (${period})`;
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
  const t = useT();
  const shownMoney = useMoney();
  const { price, discount, tax, total } = orderTotal(plan, coupon);
  const credit = useCreditFor(plan);
  const money = (cents: number) => shownMoney(cents, plan.currency);
  const trial = plan.freeTrialDays > 0;
  const used = trial ? 0 : Math.min(credit, total);
  return (
    <Stack spacing={0.5} aria-label={t('subscriptions.summary.label')} role="group">
      <Line label={planLine(plan, t)} amount={money(price)} />
      {coupon && (
        <Line
          label={t('subscriptions.summary.discount', { discount: discountLabel(coupon, t) })}
          amount={money(-discount)}
        />
      )}
      {plan.taxRate && (
        <Line
          label={leftToRight(
            t('subscriptions.summary.tax', { name: plan.taxRate.name, percentage: plan.taxRate.percentage }),
          )}
          amount={money(tax)}
        />
      )}
      <Divider />
      <Line
        label={t(trial ? 'subscriptions.summary.totalAfterTrial' : 'subscriptions.summary.total')}
        amount={money(total)}
        strong={!trial && used === 0}
      />
      {used > 0 && <Line label={t('payments.accountCredit')} amount={money(-used)} />}
      {used > 0 && <Line label={t('subscriptions.summary.chargedToCard')} amount={money(total - used)} strong />}
      {trial && <Line label={t('subscriptions.summary.dueToday')} amount={money(0)} strong />}
      {trial && credit > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('subscriptions.summary.creditAfterTrial', { credit: money(credit) })}
        </Typography>
      )}
    </Stack>
  );
}
