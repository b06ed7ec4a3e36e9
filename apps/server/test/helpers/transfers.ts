import { eq } from 'drizzle-orm';
import type { DealershipTransferRequest, Role, TransferResponse, TransferSubscribeRequest } from '@lodestar/contract';
import { deviceTransfers, users } from '../../src/db/schema/index.js';
import { CARDS, saveCard } from './billing.js';
import { call, insertDevice } from './devices.js';
import { userWithRoles } from './groups.js';
import type { TestApp } from './test-app.js';

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
