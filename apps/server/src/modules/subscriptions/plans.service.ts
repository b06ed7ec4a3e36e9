import { messages, orderPlans, planDurationLabels, planDurations, planTypes, type Plan } from '@lodestar/contract';
import { ForbiddenError } from '../../errors.js';
import type { Caller } from '../../http/authenticate.js';
import type { PaymentCustomers } from '../payments/index.js';
import type { PlanGate } from './plan-gate.js';
import type { ProviderPlan, ProviderPlans, ProviderTaxRate } from './provider-plans.js';

function planAnswer(plan: ProviderPlan, price: NonNullable<ProviderPlan['prices'][keyof ProviderPlan['prices']]>, context: { currency: Plan['currency']; taxRate: ProviderTaxRate | null; trialUsed: boolean }): Plan {
  return {
    _id: plan.planId,
    name: plan.name,
    description: plan.description,
    price: price.unitAmount / 100,
    unitAmount: price.unitAmount,
    currency: context.currency,
    taxRate: context.taxRate ? { name: context.taxRate.name, percentage: context.taxRate.percentage } : null,
    duration: plan.duration,
    frequencyDays: plan.frequencyDays,
    freeTrialDays: context.trialUsed ? 0 : plan.freeTrialDays,
    type: plan.type,
    product: { type: plan.deviceType, name: plan.name },
    features: plan.features,
    mostPopularPlan: plan.mostPopular,
    bestValuePlan: plan.bestValue,
    pauseDeduction: { ...plan.pauseDeduction, amount: price.pauseDeductionAmount },
    sourceData: { productId: plan.productId, priceId: price.id },
  };
}

/** The plans page: the plans for the device's type, priced in the buyer's currency with their country's tax. */
export function createPlansService({ plans, customers, gate }: { plans: ProviderPlans; customers: Pick<PaymentCustomers, 'of'>; gate: PlanGate }) {
  return {
    /** A seller's own tracker also lists the plans they may buy for its receiver, priced for the seller who pays. */
    async list(caller: Caller, query: { deviceID: string; userId?: string; filter?: string; page: number; perPage: number }) {
      if (query.userId && query.userId !== caller.id) throw new ForbiddenError(messages.permissionDenied);
      const device = await gate(caller, query.deviceID, { forSale: true });
      const currency = (await customers.of(caller.id))?.currency ?? caller.currency;
      const taxRate = await plans.taxRateFor(caller.country);
      const filter = query.filter?.toLowerCase();
      const offered = (await plans.all()).filter(
        (plan) =>
          plan.deviceType === device.deviceType &&
          plan.prices[currency] &&
          (!filter || plan.type === filter || plan.name.toLowerCase().includes(filter)),
      );
      const answers = orderPlans(offered.map((plan) => planAnswer(plan, plan.prices[currency]!, { currency, taxRate, trialUsed: device.isTrialAvailed })));
      const start = Math.max(0, query.page - 1) * query.perPage;
      return { data: answers.slice(start, start + query.perPage) };
    },

    enumValues(type: 'duration' | 'type') {
      const data =
        type === 'duration'
          ? planDurations.map((value) => ({ value, label: planDurationLabels[value] }))
          : planTypes.map((value) => ({ value, label: value === 'tier' ? 'Premium' : 'Product' }));
      return { data };
    },
  };
}

export type PlansService = ReturnType<typeof createPlansService>;
