import { z } from 'zod';
import { nameSchema } from './auth.js';
import { emailSchema } from './common.js';
import { countrySchema, currencySchema } from './countries.js';
import { deviceRefSchema } from './devices.js';
import { endpoint } from './endpoint.js';
import { taxOf } from './plans.js';
import { subscribeRequestSchema } from './subscriptions.js';
import { transferCandidateSchema } from './transfer-candidate.js';
import {
  cancelTransferResponseSchema,
  transferIdParamsSchema,
  waitingTransfersResponseSchema,
} from './waiting-transfers.js';

/** The transfer pages' texts: the spec's toasts and search notes, and the server's refusals. */
export const transferMessages = {
  transferred: 'Device transferred successfully!',
  /** The Transfer Devices page's search with no match. */
  noUserTransferPage: 'User is not exist please create new user!',
  /** The dealership page's search with no match (from 3 characters), and the server's unknown receiver. */
  userNotFound: 'User not found. Please create new user!',
  toYourself: 'You cannot transfer a device to yourself.',
  notYourDevice: 'Only a device of your own can be transferred, not one shared with you.',
  gpsOnly: 'Only GPS trackers are transferred with a plan.',
  deviceHasPlan: 'This device already has a plan. Cancel it before transferring the device.',
  inProgress: 'This device is being transferred already. Wait a moment and reload the page.',
  planRequired: 'Transfer needs device, user and plan.',
  transferPlanOnly: 'A device is transferred with a yearly or bi-yearly plan.',
  feeChanged: 'The one-time device fee has changed. Reload the page to see the new amount.',
  nothingTransferred: 'Nothing was charged and the device was not transferred.',
  notCompleted: 'The transfer could not be completed, so nothing changed. Any payment taken has been refunded.',
  deviceChanged:
    'This device changed meanwhile (it has a plan now, or left your account). Reload the page and try again.',
  undoFailed:
    'The transfer could not be completed, and undoing its payment did not go through yet. Nothing more will be charged; contact support to have it refunded.',
  noCodes: 'Codes do not apply to a transfer: its first term is paid by you.',
  notTransferred: 'This device has not been transferred to that user. Buy their plan first: the purchase transfers it.',
  accountCreated: (email: string) =>
    `Account created. We sent ${email} a link to set their password and verify their email; a device you transfer to them moves once they have.`,
  /** A transfer to a receiver who has not verified their email yet: paid, and waiting for them (decision 0084). */
  waitingForReceiver: (email: string) => `Waiting for ${email} to verify`,
  waitingExplained: (email: string) =>
    `Payment taken. The device and its plan move to ${email} once they verify their email address; until then you can cancel the transfer and be refunded in full. It is cancelled and refunded by itself after ${WAITING_TRANSFER_DAYS} days.`,
  deviceWaiting: 'This device waits for its receiver to verify their email address. Cancel that transfer first.',
  transferNotFound: 'Transfer not found.',
  notWaiting: 'This transfer is no longer waiting: it was completed or cancelled meanwhile.',
  cancelled: 'Transfer cancelled. Your payment was refunded in full.',
  expired: (days: number) =>
    `The receiver did not verify their email address within ${days} days, so the transfer was cancelled and your payment refunded in full.`,
  receiverVerified: 'Verified',
  receiverNotVerified: 'Not verified yet',
  emailTaken: 'An account with this email address already exists: find it by typing its full email address.',
} as const;

/** A transfer waiting for its receiver to verify is cancelled and refunded by itself after this many days. */
export const WAITING_TRANSFER_DAYS = 7;

/** A device changes hands with a yearly or bi-yearly plan. */
export const transferPlanDurations = ['yearly', 'bi-yearly'] as const;

/** A plan a device can change hands with: a product plan (not Premium) of a transfer duration. */
export const isTransferPlan = (plan: { type: string; duration: string }) =>
  plan.type === 'product' && (transferPlanDurations as readonly string[]).includes(plan.duration);

/** The user search starts at 2 characters (the dealership page says "not found" from 3), debounced 500 ms. */
export const RECEIVER_SEARCH_MIN_CHARS = 2;
export const DEALERSHIP_NO_USER_MIN_CHARS = 3;
export const RECEIVER_SEARCH_PAGE_SIZE = 10;
/** The device search of the transfer pages is debounced 300 ms. */
export const TRANSFER_DEVICE_DEBOUNCE_MS = 300;
/** A finished dealership transfer locks the form for 3 seconds, then resets it. */
export const TRANSFER_RESET_MS = 3000;

/** What the seller pays, in cents: the plan's price, its tax, and the one-time device fee added untaxed. */
export function transferTotal(unitAmount: number, taxPercentage: number | undefined, feeCents: number) {
  const tax = taxOf(unitAmount, taxPercentage);
  return { price: unitAmount, tax, fee: feeCents, total: unitAmount + tax + feeCents };
}

/** POST /api/k9/register: the sign-up popup of the transfer pages makes an account for the receiver. */
export const receiverRegisterRequestSchema = z.strictObject({
  name: nameSchema,
  email: emailSchema,
  country: countrySchema,
  currency: currencySchema.optional(),
});
export type ReceiverRegisterRequest = z.input<typeof receiverRegisterRequestSchema>;
export type ReceiverRegisterInput = z.output<typeof receiverRegisterRequestSchema>;

export const receiverRegisterResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: transferCandidateSchema,
});

/**
 * POST /api/v2/subscriptions/k9-user/{planId}/subscribe: the plan bought for the receiver (`userId`), which
 * transfers the device. `ExtraFeeCharge` is the one-time device fee the page showed, checked against the seller's.
 * The subscribe call's other fields are taken as the spec names them; a code is refused, the rest mean nothing here.
 */
export const transferSubscribeRequestSchema = subscribeRequestSchema.extend({
  couponCode: z.string().max(0, transferMessages.noCodes).optional(),
  userId: z.string().trim().min(1, transferMessages.planRequired).max(100),
  ExtraFeeCharge: z.number().min(0).max(100_000).optional(),
});
export type TransferSubscribeRequest = z.input<typeof transferSubscribeRequestSchema>;

/** POST /api/devices/transfer: confirms a transfer that the plan's purchase made. */
export const deviceTransferRequestSchema = z.strictObject({
  deviceId: deviceRefSchema,
  userId: z.string().trim().min(1).max(100),
});
export type DeviceTransferRequest = z.input<typeof deviceTransferRequestSchema>;

/** POST /api/v2/transfer-dealership-device: the device, the receiver and their plan, paid by the dealer. */
export const dealershipTransferRequestSchema = deviceTransferRequestSchema.extend({
  planId: z.string({ error: transferMessages.planRequired }).trim().min(1, transferMessages.planRequired).max(100),
  paymentMethod: z.string().max(100).optional(),
  ExtraFeeCharge: z.number().min(0).max(100_000).optional(),
});
export type DealershipTransferRequest = z.input<typeof dealershipTransferRequestSchema>;

export const transferResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The subscription the receiver now holds, when the call made one. */
  subscriptionId: z.string().nullable(),
  /** `done`: the device is the receiver's; `waiting`: paid, and moving once the receiver verifies (decision 0084). */
  status: z.enum(['done', 'waiting']),
});
export type TransferResponse = z.infer<typeof transferResponseSchema>;

const planIdParamsSchema = z.object({ planId: z.string().trim().min(1).max(100) });

const TRANSFER_AUTHENTICATION =
  "A 402 answers a seller's charge that waits for the card holder's authentication (paymentAction): the transfer waits " +
  'too, and the same request, repeated once the step is over, finishes it or says that nothing was transferred.';

/** The transfer pages' calls: the receiver's account, the transfer with a plan, and its confirmation. */
export const transferEndpoints = {
  registerReceiver: endpoint({
    method: 'POST',
    path: '/api/k9/register',
    tags: ['Transfers'],
    summary:
      'Create the account a device will be transferred to; its owner is mailed a link to set a password (k9, dealership)',
    body: receiverRegisterRequestSchema,
    success: { 200: receiverRegisterResponseSchema },
    errors: [400, 401, 403, 409, 429],
  }),
  subscribeForReceiver: endpoint({
    method: 'POST',
    path: '/api/v2/subscriptions/k9-user/:planId/subscribe',
    tags: ['Transfers'],
    summary: "Buy the receiver's plan with the one-time device fee, paid by the seller; it transfers the device (k9)",
    params: planIdParamsSchema,
    description: TRANSFER_AUTHENTICATION,
    body: transferSubscribeRequestSchema,
    success: { 200: transferResponseSchema },
    errors: [400, 401, 402, 403, 404, 409, 503],
  }),
  confirmTransfer: endpoint({
    method: 'POST',
    path: '/api/devices/transfer',
    tags: ['Transfers'],
    summary: 'Confirm that the device went to the user: the purchase of their plan transferred it (k9)',
    body: deviceTransferRequestSchema,
    success: { 200: transferResponseSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  dealershipTransfer: endpoint({
    method: 'POST',
    path: '/api/v2/transfer-dealership-device',
    tags: ['Transfers'],
    summary:
      "Transfer a GPS tracker with the receiver's plan and the one-time device fee, paid by the dealer (dealership)",
    description: TRANSFER_AUTHENTICATION,
    body: dealershipTransferRequestSchema,
    success: { 200: transferResponseSchema },
    errors: [400, 401, 402, 403, 404, 409, 503],
  }),
  waitingTransfers: endpoint({
    method: 'GET',
    path: '/api/transfers/waiting',
    tags: ['Transfers'],
    summary: "The caller's transfers paid and waiting for their receivers to verify (k9, dealership)",
    success: { 200: waitingTransfersResponseSchema },
    errors: [401, 403],
  }),
  cancelTransfer: endpoint({
    method: 'POST',
    path: '/api/transfers/:transferId/cancel',
    tags: ['Transfers'],
    summary: "Cancel a transfer of the caller's that waits for its receiver; the payment is refunded in full",
    params: transferIdParamsSchema,
    success: { 200: cancelTransferResponseSchema },
    errors: [401, 403, 404, 409, 503],
  }),
};
