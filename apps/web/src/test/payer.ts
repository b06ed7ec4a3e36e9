import { paymentMethodEndpoints, type PaymentMethod } from '@lodestar/contract';
import { HttpResponse } from 'msw';
import { deviceFixture, userFixture } from './fixtures';
import { onCall } from './on-call';
import { mockCurrentUser, mockDevices, server } from './server';

/** A tracker's owner signed in with one device, whose customer (`cus_1`, in AUD) has `methods` saved. */
export function mockPayer(methods: PaymentMethod[] = [], hasSubscriptions = false) {
  mockCurrentUser(userFixture());
  mockDevices([deviceFixture()]);
  server.use(
    onCall(paymentMethodEndpoints.get, () =>
      HttpResponse.json({
        success: true,
        paymentUser: { id: 'cus_1', sourceData: { currency: 'aud' } },
        paymentMethods: methods,
        hasSubscriptions,
      }),
    ),
  );
}
