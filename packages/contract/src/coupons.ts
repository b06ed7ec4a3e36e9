import { z } from 'zod';
import { deviceRefSchema } from './devices.js';
import { endpoint } from './endpoint.js';

/** A code a buyer types in the payment popup: a discount, a pre-purchased plan (100 % off) or a group's code. */
export const couponSchema = z.object({
  code: z.string(),
  title: z.string(),
  name: z.string(),
  percentage: z.number(),
  /** The plan product the code is for; null: any plan. */
  productId: z.string().nullable(),
  kind: z.enum(['discount', 'prePurchased', 'group']),
});
export type Coupon = z.infer<typeof couponSchema>;

export const COUPON_NOT_VALID = 'Coupon not valid for any subscription.';
export const INVALID_CODE = 'Invalid code';

/** The product path value that means "any plan". */
export const ANY_PRODUCT = 'any';

export const couponApplyParamsSchema = z.object({
  code: z.string().trim().min(1, INVALID_CODE).max(60, INVALID_CODE),
  deviceUUID: deviceRefSchema,
  productId: z.string().trim().min(1).max(100),
});

export const couponResponseSchema = z.object({ success: z.literal(true), coupon: couponSchema });

export const deviceCodeParamsSchema = z.object({ deviceUUID: deviceRefSchema });
/** The plan bought with the device, if its code is still unused: what the plan page offers on the device's first visit. */
export const deviceCodeResponseSchema = z.object({ success: z.literal(true), coupon: couponSchema.nullable() });

export const joinGroupParamsSchema = z.object({ code: z.string().trim().min(1, 'Field is required.').max(60, INVALID_CODE) });
export const joinGroupQuerySchema = z.object({ deviceUUID: deviceRefSchema });

export const couponEndpoints = {
  apply: endpoint({
    method: 'GET',
    path: '/api/coupon/apply/:code/:deviceUUID/:productId',
    tags: ['Subscriptions'],
    summary: `Check a coupon code for a device and a plan product ("${ANY_PRODUCT}": any plan); answers what it takes off`,
    params: couponApplyParamsSchema,
    success: { 200: couponResponseSchema },
    errors: [400, 401, 403, 404, 429],
  }),
  deviceCode: endpoint({
    method: 'GET',
    path: '/api/coupon/device/:deviceUUID',
    tags: ['Subscriptions'],
    summary: 'The unused pre-purchased code bound to this device (a plan bought with the tracker), or null',
    params: deviceCodeParamsSchema,
    success: { 200: deviceCodeResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  joinGroup: endpoint({
    method: 'GET',
    path: '/api/v2/subscriptions/group/joinByCode/:code',
    tags: ['Subscriptions'],
    summary: "Join a subscription group with its code: the group's plan covers the device from now on",
    params: joinGroupParamsSchema,
    query: joinGroupQuerySchema,
    success: { 200: z.object({ success: z.literal(true), message: z.string() }) },
    errors: [400, 401, 403, 404, 409, 429],
  }),
};
