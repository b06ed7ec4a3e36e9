import type Stripe from 'stripe';
import { currencies } from '@lodestar/contract';
import { priceLookupKey, productIdOf, recurringOf, type Catalogue, type CatalogPlan } from './plan-catalogue.js';

/**
 * What the products and prices carry besides Stripe's own fields: everything the plan cards show, the plan's id under
 * `lodestar_plan` (a name the provider keeps, so it never changes).
 */
export const PLAN_ID_METADATA = 'lodestar_plan';
export const TAX_COUNTRY = 'lodestar_country';

export interface SyncReport {
  created: string[];
  updated: string[];
  deactivated: string[];
  unchanged: number;
}

function productFields(plan: CatalogPlan) {
  return {
    name: plan.name,
    description: plan.description,
    active: true,
    metadata: {
      [PLAN_ID_METADATA]: plan.planId,
      type: plan.type,
      device_type: plan.deviceType,
      duration: plan.duration,
      frequency_days: String(plan.frequencyDays),
      free_trial_days: String(plan.freeTrialDays),
      most_popular: String(plan.mostPopular),
      best_value: String(plan.bestValue),
      features: JSON.stringify(plan.features),
      pause_deduction_active: String(plan.pauseDeduction.active),
      pause_deduction_days: String(plan.pauseDeduction.days),
    },
  };
}

const sameMetadata = (a: Stripe.Metadata, b: Record<string, string>) =>
  Object.keys(b).length === Object.keys(a).length && Object.entries(b).every(([key, value]) => a[key] === value);

/**
 * Makes the provider's catalogue what the file says, matched by product id and price lookup key, so running it twice
 * changes nothing. A changed amount or period makes a new price that takes over the lookup key (prices are immutable);
 * a plan gone from the file is deactivated, never deleted, since subscriptions may still use it.
 */
export async function syncPlans(stripe: Stripe, catalogue: Catalogue): Promise<SyncReport> {
  const report: SyncReport = { created: [], updated: [], deactivated: [], unchanged: 0 };
  await syncTaxRates(stripe, catalogue, report);
  for (const plan of catalogue.plans) {
    await syncProduct(stripe, plan, report);
    for (const currency of currencies) await syncPrice(stripe, plan, currency, report);
  }
  const planIds = new Set(catalogue.plans.map((plan) => plan.planId));
  for await (const product of stripe.products.list({ active: true, limit: 100 })) {
    const planId = product.metadata[PLAN_ID_METADATA];
    if (planId && !planIds.has(planId)) {
      await stripe.products.update(product.id, { active: false });
      report.deactivated.push(product.id);
    }
  }
  return report;
}

async function syncProduct(stripe: Stripe, plan: CatalogPlan, report: SyncReport) {
  const id = productIdOf(plan.planId);
  const fields = productFields(plan);
  const existing = await stripe.products.retrieve(id).catch((error: { code?: string }) => {
    if (error.code === 'resource_missing') return null;
    throw error;
  });
  if (!existing) {
    await stripe.products.create({ id, ...fields });
    report.created.push(id);
  } else if (existing.name !== fields.name || existing.description !== fields.description || !existing.active || !sameMetadata(existing.metadata, fields.metadata)) {
    await stripe.products.update(id, fields);
    report.updated.push(id);
  } else report.unchanged += 1;
}

async function syncPrice(stripe: Stripe, plan: CatalogPlan, currency: (typeof currencies)[number], report: SyncReport) {
  const lookupKey = priceLookupKey(plan.planId, currency);
  const unitAmount = plan.prices[currency]!;
  const recurring = recurringOf(plan);
  const metadata = { [PLAN_ID_METADATA]: plan.planId, pause_deduction_amount: String(plan.pauseDeduction.amounts[currency] ?? 0) };
  const [existing] = (await stripe.prices.list({ lookup_keys: [lookupKey], limit: 1 })).data;
  const same =
    existing &&
    existing.unit_amount === unitAmount &&
    existing.currency === currency &&
    existing.recurring?.interval === recurring.interval &&
    existing.recurring.interval_count === recurring.interval_count &&
    existing.product === productIdOf(plan.planId);
  if (same && existing.active && sameMetadata(existing.metadata, metadata)) {
    report.unchanged += 1;
  } else if (same) {
    await stripe.prices.update(existing.id, { active: true, metadata });
    report.updated.push(existing.id);
  } else {
    const price = await stripe.prices.create({
      product: productIdOf(plan.planId),
      currency,
      unit_amount: unitAmount,
      recurring,
      lookup_key: lookupKey,
      transfer_lookup_key: true,
      metadata,
    });
    report.created.push(price.id);
    if (existing) {
      await stripe.prices.update(existing.id, { active: false });
      report.deactivated.push(existing.id);
    }
  }
}

async function syncTaxRates(stripe: Stripe, catalogue: Catalogue, report: SyncReport) {
  const active: Stripe.TaxRate[] = [];
  for await (const rate of stripe.taxRates.list({ active: true, limit: 100 })) if (rate.metadata?.[TAX_COUNTRY]) active.push(rate);
  const kept = new Set<string>();
  for (const wanted of catalogue.taxRates) {
    const match = active.find(
      (rate) => rate.metadata?.[TAX_COUNTRY] === wanted.country && rate.percentage === wanted.percentage && rate.display_name === wanted.displayName,
    );
    if (match) {
      kept.add(match.id);
      report.unchanged += 1;
      continue;
    }
    const rate = await stripe.taxRates.create({
      display_name: wanted.displayName,
      percentage: wanted.percentage,
      inclusive: false,
      country: wanted.country,
      metadata: { [TAX_COUNTRY]: wanted.country },
    });
    kept.add(rate.id);
    report.created.push(rate.id);
  }
  for (const rate of active) {
    if (kept.has(rate.id)) continue;
    await stripe.taxRates.update(rate.id, { active: false });
    report.deactivated.push(rate.id);
  }
}
