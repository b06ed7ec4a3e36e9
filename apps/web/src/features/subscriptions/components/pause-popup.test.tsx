import { subscriptionEndpoints } from '@lodestar/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { deviceFixture } from '../../../test/fixtures';
import { onCall } from '../../../test/on-call';
import { mockPlanPage } from '../../../test/plan-page-mocks';
import { renderSettings } from '../../../test/render-settings';
import { server } from '../../../test/server';
import { cardFixture, subscriptionFixture } from '../../../test/subscription-fixtures';

/** The plan of `subscriptionFixture` (its period ends 01/06/2026 10:00) with a fee of $5.00 a month past 30 days. */
const deducting = subscriptionFixture({
  metadata: {
    ...subscriptionFixture().metadata,
    pauseDeductionActive: 'true',
    pauseDeductionAmount: '500',
    pauseDeductionDays: '30',
  },
});

/** Opens the pause popup of `subscription`, past its question; answers the popup and its date field. */
async function openPausePopup(subscription = deducting, methods = [cardFixture()]) {
  const paused: unknown[] = [];
  mockPlanPage({ subscriptions: [subscription], methods });
  server.use(
    onCall(subscriptionEndpoints.pause, async ({ request }) => {
      paused.push(await request.json());
      return HttpResponse.json({ success: true, message: 'Paused' });
    }),
  );
  const { user } = renderSettings('plans', deviceFixture());
  await user.click(await screen.findByRole('button', { name: 'Options for Monthly' }));
  await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Pause' }));
  await user.click(screen.getByRole('button', { name: 'Pause subscription' }));
  const popup = await screen.findByRole('dialog', { name: 'Pause subscription' });
  const date = within(popup).getByLabelText(/Resume date/);
  const said = () => within(popup).getByRole('status', { name: 'What the pause means' });
  return { user, popup, date, said, paused };
}

describe('pause popup: what the pause costs and means, for the date chosen', () => {
  it('says the allowed dates, and that a pause within the free days costs nothing', async () => {
    const { date, said, popup } = await openPausePopup();
    expect(date).toHaveAttribute('min', '2026-06-01');
    expect(date).toHaveAttribute('max', '2027-06-01');
    expect(
      within(popup).getByText(
        'You can resume on any day from 01/06/2026, when the period you paid for ends, to 01/06/2027.',
      ),
    ).toBeInTheDocument();

    fireEvent.change(date, { target: { value: '2026-06-21' } });
    expect(said()).toHaveTextContent(
      'Pausing until 21/06/2026 (20 days) costs nothing: pauses of up to 30 days are free.',
    );
    expect(said()).not.toHaveTextContent('charged now');
    expect(said()).toHaveTextContent(
      'Your tracker stays connected until 01/06/2026, when the period you paid for ends. Its line is then off until ' +
        '21/06/2026, when the plan resumes and the line is back on. No renewal is charged from 01/06/2026 until ' +
        '21/06/2026; the first one after 21/06/2026 is.',
    );
  });

  it('past the free days, states the fee with its tax, when and to which card it is charged, as the date changes', async () => {
    const { user, date, said, popup, paused } = await openPausePopup();
    fireEvent.change(date, { target: { value: '2026-07-15' } });
    expect(said()).toHaveTextContent(
      'Pausing until 15/07/2026 (44 days, more than the 30 free days) costs 2 × $5.00 monthly fee + GST $1.00 = $11.00.',
    );
    expect(said()).toHaveTextContent(
      'It is charged now, when you pause, to Visa •••• 4242, exp 04/29; any account credit is used first. If the ' +
        'payment does not go through, nothing is paused.',
    );
    fireEvent.change(date, { target: { value: '2026-09-30' } });
    expect(said()).toHaveTextContent(
      'Pausing until 30/09/2026 (121 days, more than the 30 free days) costs 5 × $5.00 monthly fee + GST $2.50 = $27.50.',
    );
    expect(said()).toHaveTextContent('Its line is then off until 30/09/2026');

    await user.click(within(popup).getByRole('button', { name: 'Pause subscription' }));
    expect(await screen.findByText('Paused successfully')).toBeInTheDocument();
    expect(paused).toEqual([{ resumeDate: deducting.current_period_end + 121 * 24 * 3600 }]);
  });

  it("names the plan's own card when it has one, rather than the default", async () => {
    const own = cardFixture({
      id: 'pm_master',
      isDefault: false,
      card: { ...cardFixture().card!, brand: 'mastercard', last4: '4444' },
    });
    const { date, said } = await openPausePopup({ ...deducting, paymentMethodId: 'pm_master' }, [cardFixture(), own]);
    fireEvent.change(date, { target: { value: '2026-08-01' } });
    expect(said()).toHaveTextContent('to Mastercard •••• 4444, exp 04/29');
  });

  it('for a plan without a pause fee, says so; resuming at the period end changes nothing for the tracker', async () => {
    const { said } = await openPausePopup(subscriptionFixture());
    expect(said()).toHaveTextContent('Pausing until 01/06/2026 costs nothing: this plan has no pause fee.');
    expect(said()).toHaveTextContent(
      'The plan resumes when the period you paid for ends, so your tracker stays connected and the next renewal is charged as usual.',
    );
  });

  it('refuses a date after the latest the server allows', async () => {
    const { user, date, popup, paused } = await openPausePopup();
    fireEvent.change(date, { target: { value: '2027-06-02' } });
    expect(within(popup).queryByRole('status', { name: 'What the pause means' })).not.toBeInTheDocument();
    await user.click(within(popup).getByRole('button', { name: 'Pause subscription' }));
    expect(await within(popup).findByText('invalid date')).toBeInTheDocument();
    expect(paused).toEqual([]);
  });
});
