import { eq } from 'drizzle-orm';
import type { InsertShareRequest, Role, Share } from '@lodestar/contract';
import { accountShares, deviceShares, users } from '../../src/db/schema/index.js';
import { createVerifiedUser } from './accounts.js';
import { call, insertDevice } from './devices.js';
import type { TestApp } from './test-app.js';

/** A valid body of POST /api/share-device/insert. */
export function shareBody(
  deviceUUID: string,
  email: string,
  overrides: Partial<InsertShareRequest> = {},
): InsertShareRequest {
  return {
    deviceUUID,
    sharedUserWithEmail: email,
    sharerName: 'Alex Owner',
    message: '',
    securityLevel: 1,
    accessRightsFlag: 1,
    ...overrides,
  };
}

/** Shares through the API as `authorization`; fails the test unless it is created. */
export async function shareThroughApi(t: TestApp, authorization: string, body: InsertShareRequest): Promise<Share> {
  const answer = await call<{ share: Share }>(t, authorization, 'POST', '/api/share-device/insert', body);
  if (answer.status !== 201) throw new Error(`share failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.share;
}

export async function setRoles(t: TestApp, userId: string, roles: Role[]) {
  await t.database.db.update(users).set({ roles }).where(eq(users.id, userId));
}

/** Every mail the outbox holds for the address, once the mails under way are sent. */
export const mailsTo = (t: TestApp, email: string) => t.mailsTo(email);

export async function shareRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(deviceShares).where(eq(deviceShares.id, id));
  return row;
}

export async function accountSharesOf(t: TestApp, ownerId: string) {
  return t.database.db.select().from(accountShares).where(eq(accountShares.ownerId, ownerId));
}

/** The answer every refused or invalid call gives. */
export const errorBody = (message: string) => ({ success: false, message, errors: [message] });

let invitees = 0;
/** An address no account or share has used yet. */
export const freshEmail = () => `invitee${(invitees += 1)}.${Date.now()}@example.com`;

/** A verified owner with a device named for the mails. */
export async function ownedNamedDevice(t: TestApp) {
  const owner = await createVerifiedUser(t);
  const device = await insertDevice(t, owner.user._id, { name: 'Family car' });
  return { owner, device };
}
