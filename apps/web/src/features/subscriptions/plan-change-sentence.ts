import { formatMoney, type Plan, type PlanChangePreview, type Subscription } from '@lodestar/contract';
import { formatDate } from '../../lib/date-time';
import { subscriptionMessages as texts } from './subscription-messages';

/** What the card pays now and how the account credit is used, as the provider's preview of the change has it. */
function costOf(preview: PlanChangePreview, current: Subscription): string {
  const money = (cents: number) => formatMoney(cents, preview.currency);
  if (preview.creditUsed > 0) {
    const used =
      preview.amountDue > 0
        ? texts.creditUsed(money(preview.creditUsed), money(preview.amountDue))
        : texts.creditPaysAll(money(preview.creditUsed));
    return preview.creditLeft > 0 ? `${used} ${texts.creditLeft(money(preview.creditLeft))}` : used;
  }
  if (preview.total < 0) return texts.unusedBecomesCredit(money(-preview.total));
  if (preview.amountDue === 0) return texts.nothingChargedNow;
  // A trial has no unused time to deduct.
  return current.status === 'trialing'
    ? texts.chargedToCardNow(money(preview.amountDue))
    : texts.chargedToCard(money(preview.amountDue), current.plan.name);
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
): string {
  if (!preview.isUpgrade) {
    const sameAmount = plan.unitAmount === current.plan.amount;
    return texts.costsLessStartsLater(plan.name, current.plan.name, sameAmount, formatDate(preview.effectiveAt * 1000));
  }
  const cost = costOf(preview, current);
  if (current.status === 'trialing') return cost;
  const why = texts.costsMoreStartsNow(plan.name, current.plan.name);
  return preview.creditUsed === 0 && preview.total > 0 ? `${why}: ${cost}` : `${why}. ${cost}`;
}
