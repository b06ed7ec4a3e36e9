import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { countrySchema, currencies, MAX_FREQUENCY_DAYS, planDurations, planTypes, type Currency, type PlanDuration } from '@lodestar/contract';

export const defaultCatalogueFile = fileURLToPath(new URL('../../../catalogue/plans.json', import.meta.url));

const cents = z.number().int().min(0).max(10_000_000);
const pricesByCurrency = z.partialRecord(z.enum(currencies), cents);

const catalogPlanSchema = z
  .strictObject({
    key: z.string().regex(/^[a-z0-9-]{2,40}$/, 'must be 2 to 40 lowercase letters, digits or dashes'),
    name: z.string().min(1).max(80),
    description: z.string().max(300),
    type: z.enum(planTypes),
    deviceType: z.literal('shield_gps'),
    duration: z.enum(planDurations),
    frequencyDays: z.number().int().min(1).max(MAX_FREQUENCY_DAYS),
    freeTrialDays: z.number().int().min(0).max(730),
    mostPopular: z.boolean(),
    bestValue: z.boolean(),
    prices: pricesByCurrency.refine((prices) => currencies.every((currency) => prices[currency] !== undefined), 'needs a price in every currency'),
    features: z.array(z.strictObject({ name: z.string().min(1).max(80), enabled: z.boolean() })).max(12),
    pauseDeduction: z.strictObject({ active: z.boolean(), days: z.number().int().min(0).max(365), amounts: pricesByCurrency }),
  })
  .refine((plan) => plan.duration === 'days' || plan.frequencyDays === nominalDays[plan.duration], {
    message: 'frequencyDays must match the duration (30, 90, 180, 365 or 730 days); only `days` plans choose their own',
    path: ['frequencyDays'],
  })
  // The file names a plan's id `key` (the format operators write); in the code it is the plan's `planId`.
  .transform(({ key, ...plan }) => ({ planId: key, ...plan }));
export type CatalogPlan = z.infer<typeof catalogPlanSchema>;

export const catalogueSchema = z.strictObject({
  taxRates: z.array(
    z.strictObject({ country: countrySchema, displayName: z.string().min(1).max(50), percentage: z.number().min(0).max(100) }),
  ),
  plans: z
    .array(catalogPlanSchema)
    .min(1)
    .refine((plans) => new Set(plans.map((plan) => plan.planId)).size === plans.length, 'plan keys must be unique'),
});
export type Catalogue = z.infer<typeof catalogueSchema>;

/** The length of a period of each duration, in days. */
const nominalDays: Record<Exclude<PlanDuration, 'days'>, number> = { monthly: 30, quarterly: 90, 'six-months': 180, yearly: 365, 'bi-yearly': 730 };

/** How Stripe bills each duration: calendar months and years, or `days` every frequencyDays. */
export function recurringOf(plan: Pick<CatalogPlan, 'duration' | 'frequencyDays'>): { interval: 'day' | 'month' | 'year'; interval_count: number } {
  switch (plan.duration) {
    case 'monthly':
      return { interval: 'month', interval_count: 1 };
    case 'quarterly':
      return { interval: 'month', interval_count: 3 };
    case 'six-months':
      return { interval: 'month', interval_count: 6 };
    case 'yearly':
      return { interval: 'year', interval_count: 1 };
    case 'bi-yearly':
      return { interval: 'year', interval_count: 2 };
    case 'days':
      return { interval: 'day', interval_count: plan.frequencyDays };
  }
}

export const priceLookupKey = (planId: string, currency: Currency) => `${planId}_${currency}`;
export const productIdOf = (planId: string) => `lodestar_${planId}`;

export class CatalogueError extends Error {}

export async function readCatalogue(file = defaultCatalogueFile): Promise<Catalogue> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new CatalogueError(`Cannot read the plan catalogue ${file}: ${(error as Error).message}`);
  }
  const parsed = catalogueSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || 'catalogue'}: ${issue.message}`);
    throw new CatalogueError(`The plan catalogue ${file} is not valid:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
