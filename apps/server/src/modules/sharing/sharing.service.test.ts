import {
  defaultShareExpiry,
  mayOnDevice,
  messages,
  Privilege,
  serverMessages,
  shareServerMessages,
  type DeviceAction,
} from '@lodestar/contract';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../test/helpers/fake-clock.js';
import { sendInTurn, type MailMessage } from '../../adapters/mail/mailer.js';
import type { DeviceShareRow } from '../../db/schema/index.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.js';
import type { Caller } from '../../http/authenticate.js';
import type { DeviceGate } from '../devices/index.js';
import { createSharingService } from './sharing.service.js';
import type { SharesRepository } from './shares.repository.js';

const DEVICE = { id: 'device-1', deviceUUID: 'GPS-0001', name: 'Van', userId: 'owner', passcode: '123456' };
const person = (id: string, email = `${id}@example.test`) => ({ id, email, name: id, roles: ['user'] }) as Caller;
const owner = person('owner');

/** One device and its shares in memory, behind the sharing service; `privileges` says who sees the device how. */
function setUp(
  privileges: Record<string, Privilege> = { owner: Privilege.SuperOwner },
  options: { mailFails?: boolean } = {},
) {
  const clock = new FakeClock();
  const rows = new Map<string, DeviceShareRow>();
  const mails: MailMessage[] = [];
  const logged: string[] = [];
  /** Whom the service asked to prove themselves for an Owner grant. */
  const ownerGrantsAsked: string[] = [];
  const accounts = new Map([['guest@example.test', { ...person('guest'), emailVerifiedAt: clock.now() }]]);

  const deviceFor: DeviceGate = async (caller: Caller, _ref: string, action: DeviceAction) => {
    const privilege = privileges[caller.id];
    if (privilege === undefined) throw new NotFoundError(serverMessages.deviceNotFound);
    if (!mayOnDevice(action, privilege, caller.roles)) throw new ForbiddenError(messages.permissionDenied);
    return { device: DEVICE, privilege, shareCount: rows.size, action } as unknown as Awaited<ReturnType<DeviceGate>>;
  };
  const shares = {
    async findById(id: string) {
      const share = rows.get(id);
      return share && { share, user: null };
    },
    async listForDevice() {
      return [...rows.values()].map((share) => ({ share, user: null }));
    },
    async insert(values: Omit<DeviceShareRow, 'id' | 'createdAt'>) {
      if ([...rows.values()].some((row) => row.sharedUserWithEmail === values.sharedUserWithEmail)) return undefined;
      const row = { ...values, id: `share-${rows.size + 1}`, createdAt: clock.now() } as DeviceShareRow;
      rows.set(row.id, row);
      return row;
    },
    async update(id: string, changes: Partial<DeviceShareRow>) {
      const row = rows.get(id);
      if (!row) return undefined;
      const updated = { ...row, ...changes };
      rows.set(id, updated);
      return updated;
    },
    async remove(id: string) {
      return rows.delete(id);
    },
    async removeAllForDevice() {
      const count = rows.size;
      rows.clear();
      return count;
    },
  } as unknown as SharesRepository;
  const send = async (message: MailMessage) => {
    if (options.mailFails) throw new Error('SMTP is down');
    mails.push(message);
  };

  const service = createSharingService({
    shares,
    deviceFor,
    users: {
      findById: async (id) => (id === 'owner' ? ({ ...owner } as never) : undefined),
      findByEmail: async (email) => accounts.get(email) as never,
    },
    mailer: { kind: 'outbox', send, sendEach: (messages) => sendInTurn(send, messages), close: async () => {} },
    clock,
    mail: { productName: 'Lodestar', publicUrl: 'http://portal.test' },
    notifications: { tellEvent: async () => undefined },
    log: { error: (_details: object, message: string) => void logged.push(message) } as never,
    confirmOwnerGrant: async ({ user }) => void ownerGrantsAsked.push(user.id),
  });
  const share = (caller: Caller, email: string, accessRightsFlag: 0 | 1 | 2 = 1, expiryDate?: string) =>
    service.insert(
      caller,
      {
        deviceUUID: DEVICE.deviceUUID,
        sharedUserWithEmail: email,
        sharerName: caller.name,
        message: '',
        securityLevel: 1,
        accessRightsFlag,
        expiryDate,
      },
      'session',
    );
  return { clock, rows, mails, logged, ownerGrantsAsked, service, share };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('sharing a device', () => {
  it('saves a pending share naming the verified invitee and mails them a link to the invitation', async () => {
    const { service, share, rows, mails } = setUp();
    const answer = await share(owner, 'guest@example.test');
    expect(answer).toMatchObject({ isAcceptedFlag: 0, accessRightsFlag: 1, sharedUserWithEmail: 'guest@example.test' });
    expect([...rows.values()][0]).toMatchObject({ userId: 'guest', sharedById: 'owner', expiryDate: null });
    expect(mails.map((mail) => mail.to)).toEqual(['guest@example.test']);
    expect(mails[0]?.text).toContain(`http://portal.test/`);
    expect(await service.find(owner, DEVICE.deviceUUID)).toHaveLength(1);
  });

  it('refuses sharing with yourself or the device owner, a second share to one address, and sharing without the privilege to share', async () => {
    const { share } = setUp({ owner: Privilege.SuperOwner, helper: Privilege.Owner, friend: Privilege.Unrestricted });
    expect(await refusal(share(owner, 'owner@example.test'))).toMatchObject({
      message: shareServerMessages.notWithYourself,
    });
    expect(await refusal(share(person('helper'), 'owner@example.test'))).toMatchObject({
      message: shareServerMessages.notWithYourself,
    });
    await share(owner, 'guest@example.test');
    expect(await refusal(share(owner, 'guest@example.test'))).toBeInstanceOf(ConflictError);
    // An Unrestricted sharee may not share at all; an Owner sharee may share, but not above Owner.
    expect(await refusal(share(person('friend'), 'someone@example.test'))).toBeInstanceOf(ForbiddenError);
    await expect(share(person('helper'), 'someone@example.test', 0)).resolves.toMatchObject({ accessRightsFlag: 0 });
  });

  it('asks for proof of identity only for an Owner share, and only of who grants it', async () => {
    const { share, ownerGrantsAsked } = setUp({ owner: Privilege.SuperOwner, helper: Privilege.Owner });
    await share(owner, 'guest@example.test', 1);
    await share(owner, 'limited@example.test', 2);
    expect(ownerGrantsAsked).toEqual([]);
    await share(person('helper'), 'someone@example.test', 0);
    expect(ownerGrantsAsked).toEqual(['helper']);
  });

  it('gives a Limited share a month by default, refuses one that ends in the past, and keeps the share when the mail fails', async () => {
    const { share, rows, clock, logged } = setUp({ owner: Privilege.SuperOwner }, { mailFails: true });
    await share(owner, 'guest@example.test', 2);
    expect([...rows.values()][0]?.expiryDate).toEqual(defaultShareExpiry(clock.now()));
    expect(logged).toEqual(['The share invitation mail could not be sent']);
    const past = new Date(clock.now().getTime() - 1000).toISOString();
    expect(await refusal(share(owner, 'late@example.test', 2, past))).toBeInstanceOf(ValidationError);
  });
});

describe('changing and ending a share', () => {
  it('keeps a Limited expiry unless a new one is given, and clears it when the share becomes Owner', async () => {
    const { service, share, rows } = setUp();
    const { _id } = await share(owner, 'guest@example.test', 2);
    const expiry = rows.get(_id)?.expiryDate;
    await service.update(owner, _id, { message: 'Hello' }, 'session');
    expect(rows.get(_id)).toMatchObject({ message: 'Hello', expiryDate: expiry });
    await service.update(owner, _id, { accessRightsFlag: 0 }, 'session');
    expect(rows.get(_id)).toMatchObject({ accessRightsFlag: 0, expiryDate: null });
  });

  it('asks for proof of identity when a share becomes Owner, not when an Owner share changes otherwise', async () => {
    const { service, share, ownerGrantsAsked } = setUp();
    const { _id } = await share(owner, 'guest@example.test', 1);
    await service.update(owner, _id, { message: 'Hello', accessRightsFlag: 2 }, 'session');
    expect(ownerGrantsAsked).toEqual([]);
    await service.update(owner, _id, { accessRightsFlag: 0 }, 'session');
    expect(ownerGrantsAsked).toEqual(['owner']);
    await service.update(owner, _id, { message: 'Still Owner', accessRightsFlag: 0 }, 'session');
    expect(ownerGrantsAsked).toEqual(['owner']);
  });

  it("lets the invitee leave but not change their own share, and hides a share from who may not manage the device's sharing", async () => {
    const { service, share, rows } = setUp({
      owner: Privilege.SuperOwner,
      guest: Privilege.Unrestricted,
      other: Privilege.Limited,
    });
    const { _id } = await share(owner, 'guest@example.test');
    const guest = person('guest');
    expect(await refusal(service.update(guest, _id, { message: 'Mine now' }, 'session'))).toBeInstanceOf(
      ForbiddenError,
    );
    expect(await refusal(service.remove(person('other'), _id))).toBeInstanceOf(NotFoundError);
    expect(await refusal(service.remove(person('stranger'), _id))).toBeInstanceOf(NotFoundError);
    await service.remove(guest, _id);
    expect(rows.size).toBe(0);
  });

  it('resends only a pending, unexpired invitation that the request describes as it is', async () => {
    const { service, share, rows, mails, clock } = setUp();
    const { _id } = await share(owner, 'guest@example.test', 2);
    expect(
      await refusal(service.resend(owner, { shareId: _id, sharedUserWithEmail: 'other@example.test' })),
    ).toMatchObject({
      message: shareServerMessages.resendMismatch,
    });
    await service.resend(owner, { shareId: _id, sharedUserWithEmail: 'GUEST@example.test' });
    expect(mails).toHaveLength(2);

    clock.advance(defaultShareExpiry(clock.now()).getTime() - clock.now().getTime() + 1000);
    expect(await refusal(service.resend(owner, { shareId: _id }))).toMatchObject({
      message: shareServerMessages.invitationExpired,
    });
    rows.set(_id, { ...rows.get(_id)!, isAcceptedFlag: 1 });
    expect(await refusal(service.resend(owner, { shareId: _id }))).toMatchObject({
      message: shareServerMessages.alreadyAccepted,
    });
  });
});
