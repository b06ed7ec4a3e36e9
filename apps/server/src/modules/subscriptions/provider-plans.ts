import type Stripe from 'stripe';
import { planDurations, planTypes, type Currency, type PlanDuration, type PlanType } from '@lodestar/contract';
import type { Clock } from '../../adapters/clock.js';
import { PLAN_ID_METADATA, TAX_COUNTRY } from './plans-sync.js';

/** A plan as the provider's products and prices describe it, with its price in each currency. */
export interface ProviderPlan {
  planId: string;
  name: string;
  description: string;
  type: PlanType;
  deviceType: string;
  duration: PlanDuration;
  frequencyDays: number;
  freeTrialDays: number;
  mostPopular: boolean;
  bestValue: boolean;
  features: { name: string; enabled: boolean }[];
  pauseDeduction: { active: boolean; days: number };
  productId: string;
  prices: Partial<Record<Currency, { id: string; unitAmount: number; pauseDeductionAmount: number }>>;
}

export interface ProviderTaxRate {
  id: string;
  name: string;
  percentage: number;
}

interface Snapshot {
  plans: ProviderPlan[];
  taxRates: Map<string, ProviderTaxRate>;
  loadedAt: number;
}

const FRESH_FOR_MS = 60_000;

const oneOf = <T extends string>(values: readonly T[], value: string | undefined, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

function planOf(product: Stripe.Product, prices: Stripe.Price[]): ProviderPlan {
  const meta = product.metadata;
  return {
    planId: meta[PLAN_ID_METADATA]!,
    name: product.name,
    description: product.description ?? '',
    type: oneOf(planTypes, meta.type, 'product'),
    deviceType: meta.device_type ?? 'shield_gps',
    duration: oneOf(planDurations, meta.duration, 'monthly'),
    frequencyDays: Number(meta.frequency_days) || 30,
    freeTrialDays: Number(meta.free_trial_days) || 0,
    mostPopular: meta.most_popular === 'true',
    bestValue: meta.best_value === 'true',
    features: JSON.parse(meta.features ?? '[]') as ProviderPlan['features'],
    pauseDeduction: { active: meta.pause_deduction_active === 'true', days: Number(meta.pause_deduction_days) || 0 },
    productId: product.id,
    prices: Object.fromEntries(
      prices.map((price) => [
        price.currency,
        { id: price.id, unitAmount: price.unit_amount ?? 0, pauseDeductionAmount: Number(price.metadata.pause_deduction_amount) || 0 },
      ]),
    ),
  };
}

/**
 * The plans and tax rates as the provider holds them (what `plans:sync` put there), read in a few list calls and kept
 * for a minute, so a plans page costs no provider call most of the time.
 */
export function createProviderPlans(stripe: Stripe, clock: Clock) {
  let snapshot: Promise<Snapshot> | null = null;

  async function load(): Promise<Snapshot> {
    const products: Stripe.Product[] = [];
    for await (const product of stripe.products.list({ active: true, limit: 100 })) if (product.metadata[PLAN_ID_METADATA]) products.push(product);
    const pricesByProduct = new Map<string, Stripe.Price[]>();
    for await (const price of stripe.prices.list({ active: true, type: 'recurring', limit: 100 })) {
      const productId = typeof price.product === 'string' ? price.product : price.product.id;
      pricesByProduct.set(productId, [...(pricesByProduct.get(productId) ?? []), price]);
    }
    const taxRates = new Map<string, ProviderTaxRate>();
    for await (const rate of stripe.taxRates.list({ active: true, limit: 100 })) {
      const country = rate.metadata?.[TAX_COUNTRY];
      if (country) taxRates.set(country, { id: rate.id, name: rate.display_name, percentage: rate.percentage });
    }
    const plans = products
      .map((product) => planOf(product, pricesByProduct.get(product.id) ?? []))
      .sort((a, b) => a.type.localeCompare(b.type) || a.frequencyDays - b.frequencyDays);
    return { plans, taxRates, loadedAt: clock.now().getTime() };
  }

  async function current(): Promise<Snapshot> {
    const cached = snapshot && (await snapshot.catch(() => null));
    if (cached && clock.now().getTime() - cached.loadedAt < FRESH_FOR_MS) return cached;
    snapshot = load();
    return snapshot;
  }

  return {
    async all(): Promise<ProviderPlan[]> {
      return (await current()).plans;
    },
    async byId(planId: string): Promise<ProviderPlan | undefined> {
      return (await current()).plans.find((plan) => plan.planId === planId);
    },
    async byPriceId(priceId: string): Promise<ProviderPlan | undefined> {
      return (await current()).plans.find((plan) => Object.values(plan.prices).some((price) => price.id === priceId));
    },
    async taxRateFor(country: string | null): Promise<ProviderTaxRate | null> {
      return country ? ((await current()).taxRates.get(country) ?? null) : null;
    },
    /** After a sync in this process, the next read goes to the provider. */
    forget(): void {
      snapshot = null;
    },
  };
}

export type ProviderPlans = ReturnType<typeof createProviderPlans>;
