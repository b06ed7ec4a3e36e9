import { describe, expect, it } from 'vitest';
import { cardsPerView } from './cards-per-view';
import { planButtonState, subscriptionFor } from './plan-button';
import { planFixture, subscriptionFixture } from '../../test/subscription-fixtures';
import { translateIn } from '../../test/translate';

const t = translateIn();

const monthly = planFixture();
const yearly = planFixture({ _id: 'plan-yearly', name: 'Yearly', duration: 'yearly' });
const premium = planFixture({ _id: 'plan-premium', name: 'Premium', type: 'tier' });
const active = subscriptionFixture();
const downgradeTo = (planId: string, overrides = {}) =>
  subscriptionFixture({
    ...overrides,
    scheduleDetails: {
      current_phase: { start_date: 100, end_date: 200 },
      phases: [
        { start_date: 100, end_date: 200, metadata: {} },
        { start_date: 200, end_date: null, metadata: { state: 'downgrade', planId } },
      ],
    },
  });

describe('plan button', () => {
  it("says Subscribed, disabled, on the device's own plan", () => {
    expect(planButtonState(monthly, active, t)).toEqual({ label: 'Subscribed', disabled: true, reason: null });
  });

  it('says Scheduled to subscribe on the plan a downgrade waits for, disabled only when not updatable', () => {
    expect(planButtonState(yearly, downgradeTo('plan-yearly'), t)).toMatchObject({
      label: 'Scheduled to subscribe',
      disabled: false,
    });
    const cancelling = downgradeTo('plan-yearly', {
      sourceData: { ...active.sourceData, cancel_at_period_end: true },
    });
    expect(planButtonState(yearly, cancelling, t)).toMatchObject({ label: 'Scheduled to subscribe', disabled: true });
  });

  it.each([
    [1, 'Try for free now with a day trial'],
    [14, 'Try for free now with a 14 days trial'],
    [0, 'Activate Now'],
  ])('offers a plan with %i trial days as %s', (freeTrialDays, label) => {
    expect(planButtonState({ ...yearly, freeTrialDays }, undefined, t)).toEqual({
      label,
      disabled: false,
      reason: null,
    });
  });

  it('keeps other plans off, with the reason, while the subscription is paused or set to cancel', () => {
    const paused = subscriptionFixture({
      sourceData: { ...active.sourceData, pause_collection: { behavior: 'void', resumes_at: null } },
    });
    const cancelling = subscriptionFixture({ sourceData: { ...active.sourceData, cancel_at_period_end: true } });
    for (const current of [paused, cancelling])
      expect(planButtonState(yearly, current, t)).toEqual({
        label: 'Activate Now',
        disabled: true,
        reason: 'Resume the subscription to change its plan.',
      });
  });

  it('lets a trial be changed (the change ends it)', () => {
    const trialing = subscriptionFixture({ status: 'trialing', planCycle: 0 });
    expect(planButtonState(yearly, trialing, t)).toMatchObject({ disabled: false });
  });
});

describe('the subscription a plan replaces', () => {
  it('is the live one of the same plan type', () => {
    const insurance = subscriptionFixture({ _id: 'sub-2', planId: 'plan-premium' });
    const plans = [monthly, yearly, premium];
    expect(subscriptionFor(yearly, [insurance, active], plans)).toBe(active);
    expect(subscriptionFor(premium, [active, insurance], plans)).toBe(insurance);
    expect(subscriptionFor(premium, [active], plans)).toBeUndefined();
    expect(subscriptionFor(yearly, [subscriptionFixture({ status: 'canceled' })], plans)).toBeUndefined();
  });
});

describe('cards per view', () => {
  it.each([
    [300, 1],
    [589, 1],
    [590, 2],
    [869, 2],
    [870, 3],
    [1199, 3],
    [1200, 4],
    [1649, 4],
    [1650, 5],
    [2400, 5],
  ])('shows at %i px %i cards', (width, cards) => {
    expect(cardsPerView(width)).toBe(cards);
  });
});
