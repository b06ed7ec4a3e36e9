import { couponEndpoints, subscriptionEndpoints, type Subscription } from '@lodestar/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { deviceFixture } from '../../../test/fixtures';
import { onCall } from '../../../test/on-call';
import { renderSettings } from '../../../test/render-settings';
import { server } from '../../../test/server';
import { planFixture, subscriptionFixture } from '../../../test/subscription-fixtures';
import { mockPlanPage } from '../../../test/plan-page-mocks';

const active = subscriptionFixture();
const openTab = (setup: Parameters<typeof mockPlanPage>[0] = {}) => {
  const api = mockPlanPage(setup);
  return { ...renderSettings('plans', deviceFixture()), api };
};
const withSource = (sourceData: Partial<Subscription['sourceData']>, more: Partial<Subscription> = {}) =>
  subscriptionFixture({ ...more, sourceData: { ...active.sourceData, ...sourceData } });
/** A plan bought without a trial whose refund period ends `seconds` from now (past when negative). */
const refundable = (seconds: number) =>
  subscriptionFixture({ refundableUntil: Math.floor(Date.now() / 1000) + seconds });

async function openRowMenu(user: ReturnType<typeof openTab>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Options for Monthly' }));
  return screen.getByRole('menu');
}

describe('Update Plan tab', () => {
  it('shows the subscription, the plans in order with badges and their buttons, and the quick actions', async () => {
    openTab({
      subscriptions: [active],
      plans: [
        planFixture(),
        planFixture({
          _id: 'plan-yearly',
          name: 'Yearly',
          duration: 'yearly',
          frequencyDays: 365,
          bestValuePlan: true,
          unitAmount: 9900,
        }),
        planFixture({ _id: 'plan-days', name: 'Flexi', duration: 'days', frequencyDays: 45, mostPopularPlan: true }),
        planFixture({ _id: 'plan-premium', name: 'Cover', type: 'tier', taxRate: null }),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Current subscription' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Plan', 'Duration', 'Current Period', 'Status', '']);
    expect(within(table).getByText('Renews 01/06/2026')).toBeInTheDocument();
    expect(within(table).getByText('01/05/2026 – 01/06/2026')).toBeInTheDocument();

    const product = await screen.findByRole('region', { name: 'Product plans' });
    const cards = within(product).getAllByRole('article');
    // The shortest period first; the badges still say which is most popular and best value.
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Monthly', 'Flexi', 'Yearly']);
    expect(within(cards[1]!).getByText('Most popular')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('/ 45 Days')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Best value')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('$99.00')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('+ GST 10%')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('button', { name: 'Subscribed' })).toBeDisabled();
    expect(within(cards[2]!).getByRole('button', { name: 'Activate Now' })).toBeEnabled();

    const premium = screen.getByRole('region', { name: 'Premium plans' });
    expect(screen.getByLabelText('Premium plans are insurance for damaged or lost devices')).toBeInTheDocument();
    expect(within(premium).getByRole('article', { name: 'Cover' })).toBeInTheDocument();
    expect(within(premium).queryByText(/GST/)).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Payment history' })).toHaveAttribute(
      'href',
      '/user/payments?deviceId=GPS-0001',
    );
  });

  it('orders the plans by length and spells out the period beside a name that could be misread', async () => {
    openTab({
      plans: [
        planFixture({ _id: 'bi', name: 'Bi Yearly', duration: 'bi-yearly', frequencyDays: 730, bestValuePlan: true }),
        planFixture({ _id: 'yearly', name: 'Yearly', duration: 'yearly', frequencyDays: 365, mostPopularPlan: true }),
        planFixture({ _id: 'six', name: '6 Months', duration: 'six-months', frequencyDays: 180 }),
        planFixture({ _id: 'monthly', name: 'Monthly', duration: 'monthly', frequencyDays: 30 }),
        planFixture({ _id: 'pass', name: 'Travel Pass', duration: 'days', frequencyDays: 10, freeTrialDays: 1 }),
      ],
    });
    const product = await screen.findByRole('region', { name: 'Product plans' });
    const cards = within(product).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Travel Pass',
      'Monthly',
      '6 Months',
      'Yearly',
      'Bi Yearly',
    ]);
    const byName = (name: string) => within(product).getByRole('article', { name });
    expect(within(byName('Bi Yearly')).getByText('every 2 years')).toBeInTheDocument();
    expect(within(byName('Bi Yearly')).getByText('/ Bi Yearly')).toBeInTheDocument();
    expect(within(byName('6 Months')).getByText('every 6 months')).toBeInTheDocument();
    expect(within(byName('Travel Pass')).getByText('every 10 days')).toBeInTheDocument();
    expect(within(byName('Monthly')).queryByText(/^every/)).not.toBeInTheDocument();
    expect(within(byName('Yearly')).queryByText(/^every/)).not.toBeInTheDocument();
    // The spec's names and button texts as written.
    expect(within(byName('Travel Pass')).getByRole('heading', { name: 'Travel Pass' })).toBeInTheDocument();
    expect(within(byName('Travel Pass')).getByRole('button', { name: 'Try for free now with a day trial' })).toBeEnabled();
    expect(within(byName('Bi Yearly')).getByRole('button', { name: 'Activate Now' })).toBeEnabled();
    // More plans than fit: the arrow to the next ones is there.
    expect(within(product).getByRole('button', { name: 'Next Product plans' })).toBeInTheDocument();
  });

  it('opens a plan card’s details with its description and the features the card does not show', async () => {
    const features = [...planFixture().features, { name: 'Priority support', enabled: true }];
    const { user } = openTab({ plans: [planFixture({ features })] });
    const card = await screen.findByRole('article', { name: 'Monthly' });
    expect(within(card).queryByText('Priority support')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Details' }));
    expect(await within(card).findByText('Cellular data for the tracker, billed monthly.')).toBeInTheDocument();
    expect(within(card).getByText('Priority support')).toBeInTheDocument();
    // Each feature once: the panel does not repeat those on the card.
    expect(within(card).getAllByText('Live tracking')).toHaveLength(1);
  });

  it('sends the payer of a renewal that failed to the Payments page from the row', async () => {
    openTab({ subscriptions: [subscriptionFixture({ status: 'past_due' })], plans: [planFixture()] });
    const table = await screen.findByRole('table', { name: 'Current subscription' });
    expect(within(table).getByRole('link', { name: 'Payment failed: update your card' })).toHaveAttribute(
      'href',
      '/user/payments',
    );
  });

  it('says why the tracker has no plan when its last one ended because the renewal could not be paid', async () => {
    const endedAt = Date.UTC(2026, 11, 14, 1) / 1000;
    const ended = withSource(
      { status: 'canceled', ended_at: endedAt, cancellation_reason: 'payment_failed' },
      { status: 'canceled' },
    );
    openTab({ ended: [ended], plans: [planFixture()] });
    const notice = await screen.findByText(
      /^Your Monthly plan ended on 14\/12\/2026 because its renewal could not be paid, so the tracker is offline\./,
    );
    expect(within(notice).getByRole('link', { name: 'See your payments' })).toHaveAttribute('href', '/user/payments');
    expect(screen.getByText('No subscription found')).toBeInTheDocument();
  });

  it('says nothing of an ended plan that was canceled by its payer', async () => {
    const ended = withSource({ status: 'canceled', cancellation_reason: 'cancellation_requested' }, { status: 'canceled' });
    openTab({ ended: [ended], plans: [planFixture()] });
    expect(await screen.findByText('No subscription found')).toBeInTheDocument();
    expect(screen.queryByText(/because its renewal could not be paid/)).not.toBeInTheDocument();
  });

  it('says when there is no subscription and no plan', async () => {
    openTab();
    expect(await screen.findByText('No subscription found')).toBeInTheDocument();
    expect(await screen.findAllByText("There aren't per product plans defined or available for you")).toHaveLength(2);
  });

  it('offers Retry when the plans do not load', async () => {
    mockPlanPage();
    server.use(
      onCall(subscriptionEndpoints.current, () =>
        HttpResponse.json({ success: false, message: 'Subscriptions are down', errors: [] }, { status: 400 }),
      ),
    );
    renderSettings('plans', deviceFixture());
    expect(await screen.findByText('Subscriptions are down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it.each([
    ['an active one', active, ['Pause', 'Cancel']],
    ['a trial', subscriptionFixture({ status: 'trialing', planCycle: 0 }), ['Cancel']],
    ['a paused one', withSource({ pause_collection: { behavior: 'void', resumes_at: null } }), ['Resume', 'Cancel']],
    ['one set to cancel', withSource({ cancel_at_period_end: true }), ['Resume']],
    ['a scheduled one', withSource({ schedule: 'sched_1' }), ['Undo scheduled change', 'Cancel']],
    ['one within its refund period', refundable(86_400), ['Pause', 'Cancel', 'Cancel with refund']],
    ['one past its refund period', refundable(-1), ['Pause', 'Cancel']],
  ])('offers on %s the row actions %j', async (_name, subscription, actions) => {
    const { user } = openTab({ subscriptions: [subscription] });
    const menu = await openRowMenu(user);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(actions);
  });

  it('pauses after the deduction warning, from the end of the period at the earliest', async () => {
    const deducting = subscriptionFixture({
      metadata: {
        ...active.metadata,
        pauseDeductionActive: 'true',
        pauseDeductionAmount: '500',
        pauseDeductionDays: '30',
      },
    });
    const paused: unknown[] = [];
    server.use(
      onCall(subscriptionEndpoints.pause, async ({ request }) => {
        paused.push(await request.json());
        return HttpResponse.json({ success: true, message: 'Paused' });
      }),
    );
    const { user, api } = openTab({ subscriptions: [deducting] });
    await user.click(within(await openRowMenu(user)).getByRole('menuitem', { name: 'Pause' }));
    expect(
      screen.getByText('Monthly fee of $5.00 will be deducted if plan is paused more than 30 days.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pause subscription' }));

    const date = await screen.findByLabelText(/Resume date/);
    expect(date).toHaveAttribute('min', '2026-06-01');
    expect(date).toHaveValue('2026-06-01');
    fireEvent.change(date, { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Pause subscription' }));
    expect(await screen.findByText('invalid date')).toBeInTheDocument();

    fireEvent.change(date, { target: { value: '2026-07-15' } });
    const readsBefore = api.reads.subscriptions;
    await user.click(screen.getByRole('button', { name: 'Pause subscription' }));
    expect(await screen.findByText('Paused successfully')).toBeInTheDocument();
    expect(paused).toEqual([{ resumeDate: Date.parse('2026-07-15T10:00:00') / 1000 }]);
    await waitFor(() => expect(api.reads.subscriptions).toBeGreaterThan(readsBefore));
  });

  it('asks the plain question before a pause without deduction', async () => {
    const { user } = openTab({ subscriptions: [active] });
    await user.click(within(await openRowMenu(user)).getByRole('menuitem', { name: 'Pause' }));
    expect(screen.getByText('Are you sure you want to pause the subscription.')).toBeInTheDocument();
  });

  it('cancels after asking, and shows a refusal with its reason', async () => {
    server.use(
      onCall(subscriptionEndpoints.cancel, () =>
        HttpResponse.json({ success: false, message: 'Already cancelled', errors: [] }, { status: 409 }),
      ),
    );
    const { user } = openTab({ subscriptions: [active] });
    await user.click(within(await openRowMenu(user)).getByRole('menuitem', { name: 'Cancel' }));
    expect(screen.getByText('Are you sure you want to cancel the subscription.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Unable to cancel subscription: Already cancelled')).toBeInTheDocument();
  });

  it("tells what canceling a trial costs: nothing, or in its last 24 hours its first period", async () => {
    const trial = (hoursLeft: number) =>
      withSource({ trial_end: Math.floor(Date.now() / 1000) + hoursLeft * 3600 }, { status: 'trialing', planCycle: 0 });
    const early = openTab({ subscriptions: [trial(25)] });
    await early.user.click(within(await openRowMenu(early.user)).getByRole('menuitem', { name: 'Cancel' }));
    expect(
      screen.getByText('Are you sure you want to cancel the subscription. Nothing is charged: the plan ends when its free trial does.'),
    ).toBeInTheDocument();
    early.unmount();

    const late = openTab({ subscriptions: [trial(23)] });
    await late.user.click(within(await openRowMenu(late.user)).getByRole('menuitem', { name: 'Cancel' }));
    expect(
      screen.getByText(
        'Are you sure you want to cancel the subscription. The free trial ends in less than 24 hours, so, as the terms say, its first period is due: it is charged now, and the plan ends at the end of that period instead of renewing.',
      ),
    ).toBeInTheDocument();
  });

  it('cancels with a refund after asking, and says it is done', async () => {
    const refunded: string[] = [];
    server.use(
      onCall(subscriptionEndpoints.refund, ({ params }) => {
        refunded.push(String(params.id));
        return HttpResponse.json({ success: true, message: 'Canceled and refunded successfully' });
      }),
    );
    const subscription = refundable(86_400);
    const { user } = openTab({ subscriptions: [subscription] });
    await user.click(within(await openRowMenu(user)).getByRole('menuitem', { name: 'Cancel with refund' }));
    expect(
      screen.getByText(
        'Are you sure you want to cancel the subscription and get a refund? The plan ends now, and what you paid for it is refunded. What your card paid goes back to your card, and what your account credit paid goes back to your credit.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel with refund' }));
    expect(await screen.findByText('Canceled and refunded successfully')).toBeInTheDocument();
    expect(refunded).toEqual([subscription._id]);
  });

  it('resumes after asking', async () => {
    server.use(onCall(subscriptionEndpoints.resume, () => HttpResponse.json({ success: true, message: 'Resumed' })));
    const { user } = openTab({ subscriptions: [withSource({ cancel_at_period_end: true })] });
    await user.click(within(await openRowMenu(user)).getByRole('menuitem', { name: 'Resume' }));
    expect(screen.getByText('Are you sure you want to resume the subscription.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resume subscription' }));
    expect(await screen.findByText('Resumed successfully')).toBeInTheDocument();
  });

  it('joins a group by its code, which is required', async () => {
    const joined: string[] = [];
    server.use(
      onCall(couponEndpoints.joinGroup, ({ params, request }) => {
        joined.push(`${String(params.code)} ${new URL(request.url).searchParams.get('deviceUUID')}`);
        return HttpResponse.json({ success: true, message: 'Joined the group' });
      }),
    );
    const { user } = openTab();
    await user.click(await screen.findByRole('button', { name: /Have a group code/ }));
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Field is required.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Group code/ }), 'FLEET-7');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('joined successfully')).toBeInTheDocument();
    expect(joined).toEqual(['FLEET-7 GPS-0001']);
  });
});
