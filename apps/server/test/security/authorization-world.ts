import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { Secret } from 'otpauth';
import { Privilege, roles, type DeviceType, type Role, type SharePrivilege } from '@lodestar/contract';
import {
  accountShares,
  authTokens,
  type AuthTokenPurpose,
  deviceGroupMembers,
  deviceGroups,
  deviceShares,
  devices,
  notificationEmailTokens,
  notifications,
  positions,
  sessions,
  users,
  type AccountShareRow,
  type DeviceRow,
  type DeviceShareRow,
} from '../../src/db/schema/index.js';
import { hintOf, newApiKey } from '../../src/modules/api-keys/api-key.js';
import { hashToken, newOpaqueToken } from '../../src/lib/secrets.js';
import { STRONG_PASSWORD } from '../helpers/accounts.js';
import { WHOLE_PICTURES } from './bad-input-pictures.js';
import { DEVICE_PASSCODE } from '../helpers/devices.js';
import type { TestApp } from '../helpers/test-app.js';
import { buildPlanKit } from './authorization-billing.js';
import { callerColumns, type CallerColumn, type CallerId } from './authorization-callers.js';

/**
 * The fixture world of the authorization matrix: a plain-user owner with a device of each type, a group, history,
 * a geo-fence boundary, device shares and account shares; an account for every column (each of the owner's devices
 * is shared with the share columns as they say, the owner's account with the account member); a group of their own
 * for the role columns; and makers of fresh targets for the calls that are expected to succeed on a route that
 * changes things. Everything is written straight to the database (no sign-up, so no password hashing per user): one
 * password hash is made once and every account shares it; each account gets a session row whose token is its
 * Authorization header (or an API key).
 */

export interface Account {
  id: string;
  email: string;
  name: string;
  roles: Role[];
  /** `Bearer <session token>`, or `Bearer <API key>` for the API key column. */
  authorization: string;
  password: string;
}

/** An account's group, and the tracker in it. */
export interface Groups {
  account: Account;
  /** A GPS tracker with a geo-fence boundary, a notification address, firmware 2.3.0 and (the owner's) history. */
  gps: DeviceRow;
  /** A group holding the GPS tracker. */
  group: string;
}

/** The owner's standing resources. */
export interface Kit extends Groups {
  /** A card tracker that has reported a temperature. */
  card: DeviceRow;
  /** A portable smart lock. */
  lock: DeviceRow;
  /** The GPS tracker shared with a third person, accepted. */
  acceptedShare: DeviceShareRow;
  /** The GPS tracker shared with a third person who has not answered yet: an invitation that is not the caller's. */
  pendingShare: DeviceShareRow;
  /** The account shared with a third person, accepted. */
  accountShare: AccountShareRow;
}

/** The address every device of the world mails its alerts to. */
export const NOTIFICATION_EMAIL = 'alerts@example.com';
/** A boundary of about 4 ha, valid for the geo-fence rules. */
export const BOUNDARY = [
  { lat: -33.86, lng: 151.2 },
  { lat: -33.86, lng: 151.202 },
  { lat: -33.862, lng: 151.202 },
  { lat: -33.862, lng: 151.2 },
];
const DAY = 86_400_000;

let counter = 0;
const unique = () => `${(counter += 1)}-${randomUUID().slice(0, 8)}`;
export const freshAddress = (what = 'someone') => `${what}.${unique()}@example.com`;

export async function buildWorld(t: TestApp) {
  const db = t.database.db;
  // The argon2 parameters live in the hash, so a cheap one keeps the password checks of the run quick.
  const passwordHash = await hash(STRONG_PASSWORD, { memoryCost: 1024, timeCost: 1, parallelism: 1 });
  const now = () => t.clock.now();

  /** An account and its Authorization header: a session's, or with `apiKey` an active API key's. */
  async function account(
    accountRoles: Role[],
    { verified = true, apiKey = false, what = 'user' } = {},
  ): Promise<Account> {
    const email = freshAddress(what);
    const key = apiKey ? newApiKey() : undefined;
    const [row] = await db
      .insert(users)
      .values({
        email,
        name: `${what} ${accountRoles.join('+') || 'none'}`,
        passwordHash,
        roles: accountRoles,
        country: 'AU',
        currency: 'aud',
        emailVerifiedAt: verified ? now() : null,
        ...(key && {
          apiKeyHash: hashToken(key),
          apiKeyHint: hintOf(key),
          apiKeyCreatedAt: now(),
          keyActive: true,
        }),
      })
      .returning();
    const token = newOpaqueToken();
    await db
      .insert(sessions)
      .values({ userId: row!.id, tokenHash: hashToken(token), expiresAt: new Date(now().getTime() + 30 * DAY) });
    return {
      id: row!.id,
      email,
      name: row!.name,
      roles: accountRoles,
      authorization: `Bearer ${key ?? token}`,
      password: STRONG_PASSWORD,
    };
  }

  /** An account for the column: its roles, unverified or calling by API key as the column says. */
  const accountFor = (column: CallerColumn, what: string = column.id) =>
    account(column.roles, { verified: !column.unverified, apiKey: Boolean(column.apiKey), what });

  type Invitee = Pick<Account, 'id' | 'email'> | { id: null; email: string };
  const shareValues = (
    device: DeviceRow,
    invitee: Invitee,
    privilege: SharePrivilege,
    accepted: boolean,
    expired = false,
  ) => ({
    deviceId: device.id,
    userId: invitee.id,
    sharedById: device.userId,
    sharedUserWithEmail: invitee.email,
    sharerName: 'Olive Owner',
    accessRightsFlag: privilege,
    isAcceptedFlag: accepted ? 1 : 0,
    startDate: new Date(now().getTime() - (expired ? 30 * DAY : 0)),
    expiryDate: privilege === Privilege.Limited ? new Date(now().getTime() + (expired ? -DAY : 30 * DAY)) : null,
  });

  async function share(
    device: DeviceRow,
    invitee: Invitee,
    privilege: SharePrivilege,
    { accepted = true } = {},
  ): Promise<DeviceShareRow> {
    const [row] = await db
      .insert(deviceShares)
      .values(shareValues(device, invitee, privilege, accepted))
      .returning();
    return row!;
  }

  // The people the owner's shares name, who are no column of the matrix.
  const thirdParty = await account(['user'], { what: 'third' });
  const pendingInvitee = await account(['user'], { what: 'invitee' });

  const owner = await account(['user'], { what: 'owner' });
  const callers = {} as Record<Exclude<CallerId, 'nobody'>, Account>;
  for (const column of callerColumns) {
    if (column.kind === 'owner') callers.owner = owner;
    else if (column.kind !== 'nobody') callers[column.id as Exclude<CallerId, 'nobody'>] = await accountFor(column);
  }
  const sharers = callerColumns.filter(
    (column): column is CallerColumn & { share: SharePrivilege } => column.share !== undefined,
  );

  /**
   * A device of `holder` with what every device call may need: a boundary, a notification address, firmware older
   * than the newest release, and (unless `history` is false) three positions. The owner's devices are also shared
   * with every outsider column that holds a share.
   */
  async function device(
    holder: Account | null,
    type: DeviceType = 'shield_gps',
    { history = true } = {},
  ): Promise<DeviceRow> {
    const [row] = await db
      .insert(devices)
      .values({
        deviceUUID: `SN-${unique()}`,
        name: `${type} of ${holder?.name ?? 'nobody'}`,
        deviceType: type,
        passcode: DEVICE_PASSCODE,
        userId: holder?.id ?? null,
        imei: type === 'shield_gps' ? `35${String(Date.now()).slice(-7)}${String(counter).padStart(6, '0')}` : null,
        firmwareVersion: { shield_gps: '2.3.0', shield_card: '1.7.0', smart_lock: '3.1.0' }[type],
        modemTemperature: 21.5,
        modemVoltage: 3900,
        lastSeenTime: now(),
        mapBoundaryPoints: BOUNDARY,
        notificationEmails: [NOTIFICATION_EMAIL],
        devicePicture: WHOLE_PICTURES.png,
      })
      .returning();
    const created = row!;
    if (holder && history) {
      const at = now().getTime();
      await db.insert(positions).values(
        [1, 2, 3].map((minutes) => ({
          deviceId: created.id,
          userId: holder.id,
          fixTime: new Date(at - minutes * 60_000),
          receivedAt: new Date(at - minutes * 60_000),
          latitude: -33.861,
          longitude: 151.201,
          type: 'gps' as const,
        })),
      );
    }
    if (holder?.id === owner.id) {
      await db.insert(deviceShares).values(
        sharers.map((column) => {
          const sharer = callers[column.id as Exclude<CallerId, 'nobody'>];
          return shareValues(created, sharer, column.share, !column.pending, column.expired);
        }),
      );
    }
    return created;
  }

  async function group(holder: Account, members: DeviceRow[]): Promise<string> {
    const [row] = await db
      .insert(deviceGroups)
      .values({ userId: holder.id, name: `Group ${unique()}` })
      .returning();
    await db.insert(deviceGroupMembers).values(members.map((member) => ({ groupId: row!.id, deviceId: member.id })));
    return row!.id;
  }

  async function accountShare(
    holder: Account,
    member: Account | null,
    { accepted = true } = {},
  ): Promise<AccountShareRow> {
    const [row] = await db
      .insert(accountShares)
      .values({
        ownerId: holder.id,
        email: member?.email ?? freshAddress('member'),
        memberId: member?.id ?? null,
        isAcceptedFlag: accepted ? 1 : 0,
      })
      .returning();
    return row!;
  }

  async function kit(holder: Account): Promise<Kit> {
    const gps = await device(holder, 'shield_gps');
    const card = await device(holder, 'shield_card');
    const lock = await device(holder, 'smart_lock');
    return {
      account: holder,
      gps,
      card,
      lock,
      group: await group(holder, [gps]),
      acceptedShare: await share(gps, thirdParty, Privilege.Unrestricted),
      pendingShare: await share(gps, pendingInvitee, Privilege.Unrestricted, { accepted: false }),
      accountShare: await accountShare(holder, thirdParty),
    };
  }

  const ownerKit = await kit(owner);
  await accountShare(owner, callers.accountMember);
  /** Each role column's own group, for the group routes. */
  const groupsOf = {} as Record<Role, Groups>;
  for (const role of roles) {
    const gps = await device(callers[role], 'shield_gps', { history: false });
    groupsOf[role] = { account: callers[role], gps, group: await group(callers[role], [gps]) };
  }

  /** An invitation waiting for the owner: a third person's tracker, shared with the owner and not yet accepted. */
  async function invitationForOwner(): Promise<DeviceShareRow> {
    const host = await device(thirdParty, 'shield_gps', { history: false });
    return share(host, owner, Privilege.Unrestricted, { accepted: false });
  }
  const ownerInvitation = await invitationForOwner();

  /** An unread notification of the owner's (a new one for each call that may mark it). */
  const notificationForOwner = async () => {
    const values = { userId: owner.id, kind: 'sos' as const, message: 'Tracker sent an SOS.', link: '/', createdAt: now() };
    const [row] = await db.insert(notifications).values(values).returning({ id: notifications.id });
    return row!.id;
  };
  const ownerNotification = await notificationForOwner();
  /** A provisioned device nobody has claimed yet. */
  const unclaimed = await device(null);

  // For the public routes: an account to sign in to, and one that has not verified its address yet.
  const signIn = await account(['user'], { what: 'signin' });
  const unverified = await account(['user'], { what: 'unverified', verified: false });
  // The owner's card, plan and codes, for the plan and payment routes.
  const plans = await buildPlanKit(t, owner, await device(owner, 'shield_gps', { history: false }));

  /** A mailed-link token of `purpose` for the account, as the server would have stored it. */
  const linkToken = async (holder: { id: string }, purpose: AuthTokenPurpose, email?: string) => {
    const token = newOpaqueToken();
    const expiresAt = new Date(now().getTime() + DAY);
    await db.insert(authTokens).values({ userId: holder.id, purpose, tokenHash: hashToken(token), expiresAt, email: email ?? null });
    return token;
  };

  return {
    t,
    owner: ownerKit,
    groupsOf,
    ownerInvitation,
    invitationForOwner,
    ownerNotification,
    notificationForOwner,
    unclaimed,
    callers,
    thirdParty,
    pendingInvitee,
    signIn,
    unverified,
    plans,
    account,
    /** A new account like the column's (for the calls that change the caller's own account). */
    accountFor,
    device,
    group,
    share,
    accountShare,
    /**
     * Two-step sign-in for the account, written straight to its row: `pending` as after 2fa/init, `on` as after
     * 2fa/verify. Answers the secret, for the authenticator codes.
     */
    async twoFactor(holder: Account, state: 'pending' | 'on'): Promise<string> {
      const secret = new Secret({ size: 20 }).base32;
      await db
        .update(users)
        .set(
          state === 'pending'
            ? { twoFactorPendingSecret: secret }
            : { twoFactorEnabled: true, twoFactorSecret: secret },
        )
        .where(eq(users.id, holder.id));
      return secret;
    },
    /** The email verification link of a new account that has not verified its address yet. */
    async verificationToken(): Promise<string> {
      return linkToken(await account(['user'], { what: 'unverified', verified: false }), 'verify_email');
    },
    /** The link mailed to a new account whose sign-in wrong passwords paused. */
    async unlockToken(): Promise<string> {
      return linkToken(await account(['user'], { what: 'paused', verified: true }), 'unlock_account');
    },
    async sessionLinkCode(): Promise<string> {
      return linkToken(await account(['user'], { what: 'linked', verified: true }), 'session_link');
    },
    /** The confirmation link of a notification address just added to a device of a new account. */
    async notificationEmailToken(): Promise<string> {
      const holder = await account(['user'], { what: 'notified', verified: true });
      const email = freshAddress('watcher');
      const [device] = await db
        .insert(devices)
        .values({ deviceUUID: `NE-${randomUUID().slice(0, 12)}`, name: 'Watched', deviceType: 'shield_gps', passcode: DEVICE_PASSCODE, userId: holder.id, notificationEmails: [email] })
        .returning({ id: devices.id });
      const token = newOpaqueToken();
      await db.insert(notificationEmailTokens).values({ deviceId: device!.id, email, tokenHash: hashToken(token), expiresAt: new Date(now().getTime() + DAY) });
      return token;
    },
    async emailChangeUndoToken(): Promise<string> {
      const changing = await account(['user'], { what: 'changing', verified: true });
      return linkToken(changing, 'cancel_email_change', changing.email);
    },
  };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;
