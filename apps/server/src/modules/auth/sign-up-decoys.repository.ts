import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  signUpDecoys,
  users,
  type NewSignUpDecoyRow,
  type SignUpDecoyRow,
  type UserSummaryRow,
} from '../../db/schema/index.js';

/** What a decoy shows of the account it stands beside: the wrong passwords counted there since it opened, and their pause. */
export type OwnerCounters = Pick<UserSummaryRow, 'failedLoginAttempts' | 'lockedUntil'>;

/**
 * The unproven account a decoy stands for, as a caller: a new account's columns (the defaults the users table gives
 * one) with what the sign-up gave, and the wrong passwords tried since (they count against the owner's account, and a
 * new account would count them against its own).
 */
export function decoyCaller(decoy: SignUpDecoyRow, owner: OwnerCounters): UserSummaryRow {
  const failedLoginAttempts = Math.max(0, owner.failedLoginAttempts - decoy.failuresAtOpen);
  return {
    id: decoy.id,
    email: decoy.email,
    name: decoy.name,
    roles: ['user'],
    country: decoy.country,
    currency: decoy.currency,
    timezone: decoy.timezone,
    language: null,
    browserLanguage: null,
    emailVerifiedAt: null,
    failedLoginAttempts,
    lockedUntil: failedLoginAttempts > 0 ? owner.lockedUntil : null,
    lastSignInAt: decoy.createdAt,
    twoFactorEnabled: false,
    twoFactorSetting: 1,
    twoFactorLastStep: null,
    updateToEmail: '',
    apiKeyHint: null,
    apiKeyCreatedAt: null,
    keyActive: false,
    cellScanLimit: 150,
    oneTimeDeviceFee: 0,
    hidePaymentTabs: false,
    historyRetentionDays: null,
    createdBy: null,
    createdAt: decoy.createdAt,
    updatedAt: decoy.createdAt,
  };
}

export function createSignUpDecoysRepository(db: Database) {
  return {
    /**
     * Opens the account's decoy, or takes the one it has over with a new session: its id, creation time and count of
     * wrong passwords stay, as an unproven account's do when someone signs up with its address again.
     */
    async open(decoy: NewSignUpDecoyRow): Promise<SignUpDecoyRow> {
      const { ownerId: _owner, createdAt: _created, failuresAtOpen: _failures, ...taken } = decoy;
      const [row] = await db
        .insert(signUpDecoys)
        .values(decoy)
        .onConflictDoUpdate({ target: signUpDecoys.ownerId, set: taken })
        .returning();
      return row!;
    },
    /** The session of the live decoy the token opens, as the sessions answer theirs. */
    async findActive(
      tokenHash: string,
      now: Date,
    ): Promise<{ sessionId: string; expiresAt: Date; user: UserSummaryRow } | undefined> {
      const [row] = await db
        .select({ decoy: signUpDecoys, failedLoginAttempts: users.failedLoginAttempts, lockedUntil: users.lockedUntil })
        .from(signUpDecoys)
        .innerJoin(users, eq(users.id, signUpDecoys.ownerId))
        .where(and(eq(signUpDecoys.tokenHash, tokenHash), gt(signUpDecoys.expiresAt, now)));
      return row && { sessionId: row.decoy.id, expiresAt: row.decoy.expiresAt, user: decoyCaller(row.decoy, row) };
    },
    /** The account's live decoy, if a sign-up with its address opened one. */
    async findLiveOf(ownerId: string, now: Date): Promise<SignUpDecoyRow | undefined> {
      const [row] = await db
        .select()
        .from(signUpDecoys)
        .where(and(eq(signUpDecoys.ownerId, ownerId), gt(signUpDecoys.expiresAt, now)));
      return row;
    },
    /** Signing out of a decoy's session ends the decoy, as signing out ends a session. */
    async delete(id: string): Promise<void> {
      await db.delete(signUpDecoys).where(eq(signUpDecoys.id, id));
    },
    async deleteExpired(now: Date): Promise<void> {
      await db.delete(signUpDecoys).where(lt(signUpDecoys.expiresAt, now));
    },
  };
}

export type SignUpDecoysRepository = ReturnType<typeof createSignUpDecoysRepository>;
