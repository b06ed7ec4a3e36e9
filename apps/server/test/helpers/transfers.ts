import { eq } from 'drizzle-orm';
import type {
  CancelTransferResponse,
  DealershipTransferRequest,
  Role,
  TransferCandidate,
  TransferResponse,
  TransferSubscribeRequest,
  WaitingTransfersResponse,
} from '@lodestar/contract';
import { deviceTransfers, users } from '../../src/db/schema/index.js';
import { CARDS, saveCard } from './billing.js';
import { call, insertDevice } from './devices.js';
import { userWithRoles } from './groups.js';
import { STRONG_PASSWORD } from './accounts.js';
import { tokenFromMail, type TestApp } from './test-app.js';

export const K9: Role[] = ['k9'];
export const DEALER: Role[] = ['dealership', 'enterprise'];

/**
 * An Australian seller (GST 10 %) with the roles, a one-time device fee of `fee` dollars, a card saved unless `card`
 * is null, and a GPS tracker of their own named `name`.
 */
export async function sellerWithTracker(
  t: TestApp,
  roles: Role[],
  { fee = 25, card = CARDS.visa, name = 'Van' }: { fee?: number; card?: string | null; name?: string } = {},
) {
  const seller = await userWithRoles(t, roles);
  await t.database.db.update(users).set({ oneTimeDeviceFee: fee }).where(eq(users.id, seller.user._id));
  const device = await insertDevice(t, seller.user._id, { name });
  if (card) await saveCard(t, seller.authHeader, card);
  return { seller, device };
}

export const k9Transfer = (t: TestApp, authorization: string, planId: string, body: TransferSubscribeRequest) =>
  call<TransferResponse>(t, authorization, 'POST', `/api/v2/subscriptions/k9-user/${planId}/subscribe`, body);

export const dealershipTransfer = (t: TestApp, authorization: string, body: DealershipTransferRequest) =>
  call<TransferResponse>(t, authorization, 'POST', '/api/v2/transfer-dealership-device', body);

/** The device's transfers, oldest first. */
export const transfersOf = (t: TestApp, deviceId: string) =>
  t.database.db
    .select()
    .from(deviceTransfers)
    .where(eq(deviceTransfers.deviceId, deviceId))
    .orderBy(deviceTransfers.createdAt);

let receivers = 0;

/**
 * An account the seller makes for their receiver (the transfer pages' sign-up popup): unverified until its owner
 * chooses a password from the mailed link, which `verify` does (answering its status, the moves it starts done).
 */
export async function unverifiedReceiver(t: TestApp, sellerAuthorization: string) {
  receivers += 1;
  const email = `waiting-receiver-${receivers}.${Date.now()}@example.com`;
  const made = await call<{ user: TransferCandidate }>(t, sellerAuthorization, 'POST', '/api/k9/register', {
    name: `Robin Receiver ${receivers}`,
    email,
    country: 'AU',
  });
  if (made.status !== 200) throw new Error(`register failed: ${JSON.stringify(made.body)}`);
  const token = tokenFromMail((await t.lastMailTo(email))?.text ?? '', 'token');
  const verify = async () => {
    const chosen = await t.app.inject({
      method: 'POST',
      url: `/api/login/reset/${token}`,
      payload: { password: STRONG_PASSWORD, confirmation: STRONG_PASSWORD },
    });
    await t.app.backgroundWork.idle();
    return chosen.statusCode;
  };
  return { user: made.body.user, verify };
}

export const waitingTransfers = (t: TestApp, authorization: string) =>
  call<WaitingTransfersResponse>(t, authorization, 'GET', '/api/transfers/waiting');

export const cancelTransfer = (t: TestApp, authorization: string, transferId: string) =>
  call<CancelTransferResponse>(t, authorization, 'POST', `/api/transfers/${transferId}/cancel`, {});
