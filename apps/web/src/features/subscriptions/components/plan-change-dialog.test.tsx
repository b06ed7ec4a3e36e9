import { billingMessages, subscriptionEndpoints, type PlanChangePreview, type Subscription } from '@lodestar/contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { deviceFixture } from '../../../test/fixtures';
import { onCall } from '../../../test/on-call';
import { renderSettings } from '../../../test/render-settings';
import { server } from '../../../test/server';
import { planFixture, subscriptionFixture } from '../../../test/subscription-fixtures';
import { mockPlanPage } from '../../../test/plan-page-mocks';
import { localPaymentStepHandler, paymentActionFixture } from '../../../test/payment-steps';

const yearly = planFixture({ _id: 'plan-yearly', name: 'Yearly', duration: 'yearly', unitAmount: 9900 });
const weekly = planFixture({ _id: 'plan-weekly', name: 'Weekly', duration: 'days', frequencyDays: 7, unitAmount: 300 });
const fourWeeks = planFixture({ _id: 'plan-four-weeks', name: 'Four Weeks', duration: 'days', frequencyDays: 28 });

const preview = (overrides: Partial<PlanChangePreview>): PlanChangePreview => ({
  success: true,
  isUpgrade: true,
  currency: 'aud',
  amountDue: 1234,
  subtotal: 1122,
  tax: 112,
  total: 1234,
  creditUsed: 0,
  creditLeft: 0,
  lines: [],
  effectiveAt: Date.parse('2026-06-01T10:00:00') / 1000,
  ...overrides,
});

async function changeTo(planName: string, answer: PlanChangePreview, current: Subscription = subscriptionFixture()) {
  const previews: unknown[] = [];
  server.use(
    onCall(subscriptionEndpoints.previewChange, async ({ params, request }) => {
      previews.push({ planId: params.planId, ...((await request.json()) as object) });
      return HttpResponse.json(answer);
    }),
  );
  const api = mockPlanPage({ plans: [planFixture(), yearly, weekly, fourWeeks], subscriptions: [current] });
  const view = renderSettings('plans', deviceFixture());
  const card = await screen.findByRole('article', { name: planName });
  await view.user.click(within(card).getByRole('button', { name: 'Activate Now' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change plan' });
  return { ...view, api, dialog, previews };
}

describe('plan change', () => {
  it('says an upgrade starts now because it costs more, and what the card pays, then changes the plan with the old subscription', async () => {
    const { user, api, dialog, previews } = await changeTo('Yearly', preview({}));
    expect(
      await within(dialog).findByText(
        'Are you sure you want to change your plan to "Yearly"? Yearly costs more than Monthly, so it starts now: $12.34 is charged to your card, less the unused time of Monthly.',
      ),
    ).toBeInTheDocument();
    expect(previews).toEqual([{ planId: 'plan-yearly', deviceUUID: 'GPS-0001', oldSubscriptionId: 'sub-1' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Change plan' }));
    expect(await screen.findByText('Subscribed successfully')).toBeInTheDocument();
    expect(api.subscribeCalls).toEqual([
      {
        planId: 'plan-yearly',
        body: { deviceUUID: 'GPS-0001', oldSubscriptionId: 'sub-1', isUpgrade: true },
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
  });

  it.each([
    ['Weekly', 'Weekly costs less than Monthly'],
    ['Four Weeks', 'Four Weeks costs the same as Monthly'],
  ])(
    'says a change to %s waits for the renewal because of its amount, and that nothing is charged now',
    async (name, why) => {
      const downgrade = preview({ isUpgrade: false, amountDue: 0, subtotal: 0, tax: 0, total: 0 });
      const { dialog } = await changeTo(name, downgrade);
      expect(
        await within(dialog).findByText(
          `Are you sure you want to change your plan to "${name}"? ${why}, so it starts when this period ends on 01/06/2026; nothing is charged now.`,
        ),
      ).toBeInTheDocument();
    },
  );

  it.each([
    [
      'the credit used and what the card pays',
      { total: 4299, amountDue: 3099, creditUsed: 1200, creditLeft: 0 },
      '$12.00 of your account credit is used; $30.99 is charged to your card.',
    ],
    [
      'the credit left over',
      { total: 800, amountDue: 0, creditUsed: 800, creditLeft: 450 },
      '$8.00 of your account credit pays for it; nothing is charged to your card. $4.50 of credit is left for your next payments.',
    ],
    [
      'unused time that becomes credit',
      { total: -11550, amountDue: 0, creditLeft: 11550 },
      '$115.50 of unused time becomes credit for your next payments.',
    ],
    ['that nothing is charged', { total: 0, amountDue: 0 }, 'Nothing is charged now.'],
  ])('tells of an upgrade %s', async (_name, amounts, cost) => {
    const { dialog } = await changeTo('Yearly', preview(amounts));
    expect(
      await within(dialog).findByText(
        `Are you sure you want to change your plan to "Yearly"? Yearly costs more than Monthly, so it starts now. ${cost}`,
      ),
    ).toBeInTheDocument();
  });

  it('warns that changing during a trial ends it, and tells what the card pays', async () => {
    const trialing = subscriptionFixture({ status: 'trialing', planCycle: 0, statusLabel: 'Trial ends 01/06/2026' });
    const { dialog } = await changeTo('Weekly', preview({}), trialing);
    expect(
      await within(dialog).findByText(
        'Are you sure you want to change your plan to "Weekly"? $12.34 is charged to your card now. This will start the new plan straight away and end the trial.',
      ),
    ).toBeInTheDocument();
  });

  it('runs the step an upgrade asks for; failed, says the plan was not changed and keeps the dialog', async () => {
    const action = paymentActionFixture({
      clientSecret: 'pi_88_secret_abc',
      invoiceId: 'in_88',
      amount: 1234,
      currency: 'aud',
    });
    const message = `${billingMessages.paymentNotAuthenticated} ${billingMessages.planNotChanged}`;
    const { user, dialog } = await changeTo('Yearly', preview({}));
    const steps: string[] = [];
    const finishes: string[] = [];
    server.use(
      onCall(subscriptionEndpoints.subscribe, () =>
        HttpResponse.json({ success: true, message: 'Subscribed', data: subscriptionFixture(), paymentAction: action }),
      ),
      localPaymentStepHandler(steps),
      onCall(subscriptionEndpoints.finishPayment, ({ params }) => {
        finishes.push(String(params.id));
        return HttpResponse.json({ success: false, message, errors: [message] }, { status: 400 });
      }),
    );
    await within(dialog).findByText(/\$12\.34 is charged to your card/);
    await user.click(within(dialog).getByRole('button', { name: 'Change plan' }));
    const step = await screen.findByRole('dialog', { name: 'Authenticate your card' });
    expect(within(step).getByText('Your card issuer asks you to confirm this payment of $12.34.')).toBeInTheDocument();
    await user.click(within(step).getByRole('button', { name: 'Fail authentication' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(steps).toEqual(['pi_88 client_secret=pi_88_secret_abc&outcome=fail']);
    expect(finishes).toEqual([subscriptionFixture().id]);
    expect(await screen.findByRole('dialog', { name: 'Change plan' })).toBeInTheDocument();
  });
});
