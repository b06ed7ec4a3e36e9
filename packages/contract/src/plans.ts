import { z } from 'zod';
import { currencySchema } from './countries.js';
import { deviceRefSchema, type DeviceType } from './devices.js';
import { Privilege } from './privileges.js';
import type { Role } from './roles.js';
import { endpoint } from './endpoint.js';

/** The plan durations; `days` bills every `frequencyDays` days. */
export const planDurations = ['monthly', 'quarterly', 'six-months', 'yearly', 'bi-yearly', 'days'] as const;
export type PlanDuration = (typeof planDurations)[number];
export const planDurationLabels: Record<PlanDuration, string> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  'six-months': '6 Months',
  yearly: 'Yearly',
  'bi-yearly': 'Bi Yearly',
  days: 'Days',
};
/** How long a plan's period runs, in days, at most (three years). */
export const MAX_FREQUENCY_DAYS = 1095;

/** `tier` plans show as Premium (insurance for damaged or lost devices); `product` plans are the cellular plans. */
export const planTypes = ['tier', 'product'] as const;
export type PlanType = (typeof planTypes)[number];

export const planSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  /** The price in the currency's major unit (9.99), as the spec shows it; `unitAmount` is the same in cents. */
  price: z.number(),
  unitAmount: z.number().int(),
  currency: currencySchema,
  taxRate: z.object({ name: z.string(), percentage: z.number() }).nullable(),
  duration: z.enum(planDurations),
  frequencyDays: z.number().int(),
  /** 0 once the device has had its trial (one trial per device). */
  freeTrialDays: z.number().int(),
  type: z.enum(planTypes),
  product: z.object({ type: z.string(), name: z.string() }),
  features: z.array(z.object({ name: z.string(), enabled: z.boolean() })),
  mostPopularPlan: z.boolean(),
  bestValuePlan: z.boolean(),
  /** A pause longer than `pauseDeductionDays` costs `pauseDeductionAmount` cents a month. */
  pauseDeduction: z.object({ active: z.boolean(), amount: z.number().int(), days: z.number().int() }),
  sourceData: z.object({ productId: z.string(), priceId: z.string() }),
});
export type Plan = z.infer<typeof planSchema>;

export const plansQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  perPage: z.coerce.number().int().min(1).max(100).default(100),
  /** Narrows to one plan type (tier or product), or names containing the text. */
  filter: z.string().trim().max(60).optional(),
  userId: z.string().max(100).optional(),
  deviceID: deviceRefSchema,
});

export const plansResponseSchema = z.object({ success: z.literal(true), data: z.array(planSchema) });

export const planEnumParamsSchema = z.object({ type: z.enum(['duration', 'type']) });
export const planEnumResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(z.object({ value: z.string(), label: z.string() })),
});

/**
 * Plans are bought for a GPS tracker by the account it belongs to (SuperOwner), not by k9 users, nor by enterprise
 * users whose payment tabs are hidden. The server's check and the browser's tab alike.
 */
export function mayBuyPlans(
  device: { deviceType: DeviceType; privilege: Privilege },
  user: { roles: readonly Role[]; hidePaymentTabs: boolean },
): boolean {
  return (
    device.deviceType === 'shield_gps' &&
    device.privilege === Privilege.SuperOwner &&
    !user.roles.includes('k9') &&
    !(user.roles.includes('enterprise') && user.hidePaymentTabs)
  );
}

/**
 * The shortest period first, then the catalogue's order, as the plan cards show them: the badges say which is most
 * popular and best value (docs/decisions/0061-plan-cards-by-length.md).
 */
export function orderPlans<P extends Pick<Plan, 'frequencyDays'>>(plans: readonly P[]): P[] {
  return plans
    .map((plan, index) => ({ plan, index }))
    .sort((a, b) => a.plan.frequencyDays - b.plan.frequencyDays || a.index - b.index)
    .map(({ plan }) => plan);
}

/** Tax on an amount in cents, rounded to the cent (price times percentage divided by 100). */
export function taxOf(amount: number, percentage: number | undefined): number {
  return percentage ? Math.round((amount * percentage) / 100) : 0;
}

export const planEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/v2/subscriptions/plans',
    tags: ['Plans'],
    summary: "The plans a device's SuperOwner may buy for it, in the buyer's currency, with tax and trial",
    query: plansQuerySchema,
    success: { 200: plansResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  enumValues: endpoint({
    method: 'GET',
    path: '/api/subscriptions/plans/enum/:type',
    tags: ['Plans'],
    summary: 'The values a plan field takes: its durations or its types, with their labels',
    params: planEnumParamsSchema,
    success: { 200: planEnumResponseSchema },
    errors: [400, 401],
  }),
};
