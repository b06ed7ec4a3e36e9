import type { Subscription } from '@lodestar/contract';
import type { DeviceRow } from '../../src/db/schema/index.js';
import { billingCli, newCode, saveCard, seedPlans } from '../helpers/billing.js';
import type { TestApp } from '../helpers/test-app.js';

/** What the plan routes of the matrix aim at: the owner's card and plan, and codes that fit the owner's trackers. */
export interface PlanKit {
  /** The owner's saved (default) card. */
  card: string;
  /** A tracker of the owner's with a live quarterly plan, shared like every device of the owner's. */
  tracker: DeviceRow;
  /** The plan on it. */
  subscription: Subscription;
  /** The invoice its purchase paid, in the owner's payment history. */
  invoice: string;
  /** A credit note refunding that invoice to the owner's card. */
  creditNote: string;
  /** A 10 % code for any plan. */
  discountCode: string;
  /** A group's code for the yearly plan, with room for every device the run lets join. */
  groupCode: string;
}

/** What the owner's account credit says it came from: only the owner's answers show it. */
export const CREDIT_NOTE_OF_THE_MATRIX = 'Goodwill credit of the authorization matrix';

/** A plan bought for the device by `authorization` (the default card pays), as the Subscribe button buys it. */
export async function buyPlan(t: TestApp, authorization: string, device: DeviceRow, planId = 'gps-quarterly'): Promise<Subscription> {
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/v2/subscriptions/${planId}/subscribe`,
    headers: { authorization },
    payload: { deviceUUID: device.deviceUUID },
  });
  if (answer.statusCode !== 200) throw new Error(`subscribe: ${answer.body}`);
  return (answer.json() as { data: Subscription }).data;
}

/** The catalogue at the provider, then the owner's card, plan and codes. */
export async function buildPlanKit(t: TestApp, owner: { authorization: string }, tracker: DeviceRow): Promise<PlanKit> {
  await seedPlans(t);
  const card = (await saveCard(t, owner.authorization)).setupIntent.payment_method!;
  const subscription = await buyPlan(t, owner.authorization, tracker);
  const { stripe } = t.app.payments;
  const [invoice] = (await stripe.invoices.list({ subscription: subscription.id, limit: 1 })).data;
  const lines = invoice!.lines.data.map((line) => ({ type: 'invoice_line_item' as const, invoice_line_item: line.id }));
  const creditNote = await stripe.creditNotes.create({ invoice: invoice!.id!, lines, refund_amount: invoice!.amount_paid });
  await stripe.customers.createBalanceTransaction(invoice!.customer as string, {
    amount: -100,
    currency: invoice!.currency,
    description: CREDIT_NOTE_OF_THE_MATRIX,
  });
  const discountCode = newCode('MATRIX');
  await billingCli(t, 'coupon:create', '--code', discountCode, '--percent', '10');
  const groupCode = (await billingCli(t, 'group-code:create', '--plan', 'gps-yearly', '--max-devices', '100')).code as string;
  // The events of all this are handled now, so none lands while the refusals are checked.
  await t.app.payments.local?.deliverPendingEvents();
  await t.app.backgroundWork.idle();
  return { card, tracker, subscription, invoice: invoice!.id!, creditNote: creditNote.id, discountCode, groupCode };
}
