import { subscriptionEndpoints, type Subscription } from '@lodestar/contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { deviceFixture } from '../../../test/fixtures';
import { onCall } from '../../../test/on-call';
import { mockPlanPage } from '../../../test/plan-page-mocks';
import { renderSettings } from '../../../test/render-settings';
import { server } from '../../../test/server';
import { subscriptionFixture } from '../../../test/subscription-fixtures';

const active = subscriptionFixture();
const unix = (date: string) => Date.parse(date) / 1000;
const resumesAt = unix('2026-07-15T10:00:00');
/** Paused from the end of May's period until 15 July; `paidThrough` says whether that period still runs. */
const paused = (more: Partial<Subscription> = {}) =>
  subscriptionFixture({
    status: 'pause',
    sourceData: { ...active.sourceData, pause_collection: { behavior: 'void', resumes_at: resumesAt } },
    ...more,
  });
const scheduled = subscriptionFixture({
  sourceData: { ...active.sourceData, schedule: 'sub_sched_1' },
  scheduledChange: { planId: 'plan-yearly', planName: 'Yearly', startsAt: active.current_period_end },
});

function openTab(subscription: Subscription) {
  mockPlanPage({ subscriptions: [subscription] });
  return renderSettings('plans', deviceFixture());
}

async function chooseAction(user: ReturnType<typeof openTab>['user'], action: string) {
  await user.click(await screen.findByRole('button', { name: 'Options for Monthly' }));
  await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: action }));
  return screen.getByRole('dialog');
}

describe('the current subscription row', () => {
  it.each([
    ['paused after its paid period', paused(), 'Active until 01/06/2026, then paused until 15/07/2026'],
    [
      'paused, the pause begun',
      paused({
        current_period_start: active.current_period_end,
        current_period_end: unix('2026-07-01T10:00:00'),
      }),
      'Paused until 15/07/2026',
    ],
    ['with a change scheduled', scheduled, 'Changes to Yearly on 01/06/2026'],
  ])('reads what is true of a plan %s', async (_name, subscription, label) => {
    openTab(subscription);
    const table = await screen.findByRole('table', { name: 'Current subscription' });
    expect(within(table).getByText(label)).toBeInTheDocument();
  });

  it('undoes a scheduled change after asking, and says it is done', async () => {
    const undone: string[] = [];
    server.use(
      onCall(subscriptionEndpoints.undoScheduledChange, ({ params }) => {
        undone.push(String(params.id));
        return HttpResponse.json({ success: true, message: 'Scheduled change undone' });
      }),
    );
    const { user } = openTab(scheduled);
    const dialog = await chooseAction(user, 'Undo scheduled change');
    expect(
      within(dialog).getByText(
        'Are you sure you want to undo the change to Yearly? Monthly stays and renews on 01/06/2026.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Undo scheduled change' }));
    expect(await screen.findByText('Scheduled change undone')).toBeInTheDocument();
    expect(undone).toEqual([scheduled._id]);
  });

  it('shows why a scheduled change could not be undone', async () => {
    server.use(
      onCall(subscriptionEndpoints.undoScheduledChange, () =>
        HttpResponse.json({ success: false, message: 'No change', errors: [] }, { status: 409 }),
      ),
    );
    const { user } = openTab(scheduled);
    const dialog = await chooseAction(user, 'Undo scheduled change');
    await user.click(within(dialog).getByRole('button', { name: 'Undo scheduled change' }));
    expect(await screen.findByText('Unable to undo the scheduled change: No change')).toBeInTheDocument();
  });

  it.each([
    ['with a change scheduled', scheduled, 'The change to Yearly scheduled for 01/06/2026 is dropped too.'],
    [
      'paused after its paid period',
      paused(),
      'The pause is dropped: the plan ends when its paid period does, on 01/06/2026.',
    ],
    [
      'paused, the pause begun',
      paused({ current_period_start: active.current_period_end }),
      'Its paid period is over, so the plan ends now.',
    ],
  ])('says what canceling a plan %s does besides', async (_name, subscription, effect) => {
    const canceled: string[] = [];
    server.use(
      onCall(subscriptionEndpoints.cancel, ({ params }) => {
        canceled.push(String(params.id));
        return HttpResponse.json({ success: true, message: 'Canceled' });
      }),
    );
    const { user } = openTab(subscription);
    const dialog = await chooseAction(user, 'Cancel');
    expect(within(dialog).getByText(`Are you sure you want to cancel the subscription. ${effect}`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Canceled successfully')).toBeInTheDocument();
    expect(canceled).toEqual([subscription._id]);
  });
});
