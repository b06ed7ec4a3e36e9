import { couponEndpoints, type Coupon } from '@lodestar/contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { deviceFixture } from '../../../test/fixtures';
import { onCall } from '../../../test/on-call';
import { mockDeviceUpdate, renderSettings } from '../../../test/render-settings';
import { server } from '../../../test/server';
import { planFixture, subscriptionFixture } from '../../../test/subscription-fixtures';
import { mockPlanPage } from '../../../test/plan-page-mocks';

const yearly = planFixture({
  _id: 'plan-yearly',
  name: 'Yearly',
  duration: 'yearly',
  unitAmount: 9900,
  sourceData: { productId: 'prod_yearly', priceId: 'price_yearly' },
});
const boxed: Coupon = {
  code: 'BOXED-1',
  title: 'Pre-purchased plan',
  name: 'Pre-purchased plan',
  percentage: 100,
  productId: 'prod_yearly',
  kind: 'prePurchased',
};

/** The plan page of a tracker on its first visit, whose bound code is `coupon`; the code reads are counted. */
function openFirstVisit({
  coupon = boxed,
  ...device
}: { coupon?: Coupon | null } & Parameters<typeof deviceFixture>[0] = {}) {
  const reads = { codes: 0 };
  server.use(
    onCall(couponEndpoints.deviceCode, () => {
      reads.codes += 1;
      return HttpResponse.json({ success: true, coupon });
    }),
  );
  const tracker = deviceFixture({ isFirstLogin: true, ...device });
  const api = mockPlanPage({ plans: [planFixture(), yearly] });
  const updates = mockDeviceUpdate(tracker);
  return { ...renderSettings('plans', tracker), api, updates, reads };
}

const offer = () => screen.findByRole('dialog', { name: 'Pre-purchased subscription' });

describe('the plan bought with the tracker, on its first visit', () => {
  it('offers the plan its code is for, and activates it with the code, without a card', async () => {
    const { user, api, updates } = openFirstVisit();
    const dialog = await offer();
    expect(dialog).toHaveTextContent(
      'This tracker came with the Yearly plan (Yearly, $99.00), already paid for. Activate it now at no charge? ' +
        'You can also activate it later with the code BOXED-1 in the payment popup.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Subscribed successfully')).toBeInTheDocument();
    expect(api.subscribeCalls).toEqual([
      {
        planId: 'plan-yearly',
        body: { deviceUUID: 'GPS-0001', couponCode: 'BOXED-1' },
        idempotencyKey: expect.any(String),
      },
    ]);
    expect(updates).toEqual([{ _id: deviceFixture()._id, isFirstLogin: false }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Later closes it and records the visit, so it is offered once', async () => {
    const { user, api, updates } = openFirstVisit();
    await user.click(within(await offer()).getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(updates).toEqual([{ _id: deviceFixture()._id, isFirstLogin: false }]);
    expect(api.subscribeCalls).toEqual([]);
  });

  it('offers nothing when the device has no code, or has had its trial, or has had its first visit', async () => {
    const cases = [{ coupon: null }, { isTrialAvailed: true }, { isFirstLogin: false }];
    for (const setup of cases) {
      const { reads, updates, unmount } = openFirstVisit(setup);
      expect(await screen.findByRole('article', { name: 'Yearly' })).toBeInTheDocument();
      // The code is read only on a first visit of a device whose trial was never used.
      expect(reads.codes).toBe(setup.coupon === null ? 1 : 0);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(updates).toEqual([]);
      unmount();
    }
  });

  it('offers nothing when the device already has a plan of that kind', async () => {
    server.use(onCall(couponEndpoints.deviceCode, () => HttpResponse.json({ success: true, coupon: boxed })));
    const tracker = deviceFixture({ isFirstLogin: true });
    mockPlanPage({ plans: [yearly], subscriptions: [subscriptionFixture({ planId: 'plan-yearly' })] });
    renderSettings('plans', tracker);
    expect(await screen.findByRole('button', { name: 'Subscribed' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
