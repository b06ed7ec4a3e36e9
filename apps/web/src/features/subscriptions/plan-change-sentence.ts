import type { Plan, PlanChangePreview, Subscription } from '@lodestar/contract';
import { formatDate } from '../../lib/date-time';
import type { Translate } from '../../lib/i18n/translate';
import type { Money } from '../../lib/i18n/use-money';
import { planNameIn } from '../../lib/i18n/plan-name';

/** What the card pays now and how the account credit is used, as the provider's preview of the change has it. */
function costOf(preview: PlanChangePreview, current: Subscription, t: Translate, shownMoney: Money): string {
  const money = (cents: number) => shownMoney(cents, preview.currency);
  if (preview.creditUsed > 0) {
    const credit = money(preview.creditUsed);
    const used =
      preview.amountDue > 0
        ? t('subscriptions.change.creditUsed', { credit, card: money(preview.amountDue) })
        : t('subscriptions.change.creditPaysAll', { credit });
    return preview.creditLeft > 0
      ? `${used} ${t('subscriptions.change.creditLeft', { credit: money(preview.creditLeft) })}`
      : used;
  }
  if (preview.total < 0) return t('subscriptions.change.unusedBecomesCredit', { credit: money(-preview.total) });
  if (preview.amountDue === 0) return t('subscriptions.change.nothingChargedNow');
  const amount = money(preview.amountDue);
  // A trial has no unused time to deduct.
  return current.status === 'trialing'
    ? t('subscriptions.change.chargedToCardNow', { amount })
    : t('subscriptions.change.chargedToCard', { amount, current: planNameIn(t, current.plan.name) });
}

/**
 * Why the change applies now or at renewal, and what it costs: "Bi Yearly costs more than Yearly, so it starts now:
 * $X is charged to your card, …". A change during a trial always starts now (the spec's sentence after it says so),
 * so only its cost is told.
 */
export function planChangeSentence(
  plan: Pick<Plan, 'name' | 'unitAmount'>,
  current: Subscription,
  preview: PlanChangePreview,
  t: Translate,
  money: Money,
): string {
  const names = { plan: planNameIn(t, plan.name), current: planNameIn(t, current.plan.name) };
  if (!preview.isUpgrade) {
    const date = formatDate(preview.effectiveAt * 1000);
    return plan.unitAmount === current.plan.amount
      ? t('subscriptions.change.costsSameStartsLater', { ...names, date })
      : t('subscriptions.change.costsLessStartsLater', { ...names, date });
  }
  const cost = costOf(preview, current, t, money);
  if (current.status === 'trialing') return cost;
  return preview.creditUsed === 0 && preview.total > 0
    ? t('subscriptions.change.costsMoreStartsNow', { ...names, cost })
    : t('subscriptions.change.costsMoreStartsNowThen', { ...names, cost });
}
