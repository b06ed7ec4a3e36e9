import { asLanguage, roleSchema, type Role, type TransferCandidate, type User, type UserSummary } from '@lodestar/contract';
import type { UserRow, UserSummaryRow } from '../../db/schema/index.js';

const isRole = (value: string): value is Role => roleSchema.safeParse(value).success;

/**
 * The API's view of a user without the profile picture, as lists of users show them; never a hash or a secret.
 * `now` decides whether a pause of sign-in is still running.
 */
export function toUserSummary(row: UserSummaryRow, now: Date): UserSummary {
  return {
    _id: row.id,
    username: row.email,
    email: row.email,
    name: row.name,
    roles: row.roles.filter(isRole),
    timeCreated: row.createdAt.toISOString(),
    country: row.country ?? '',
    currency: row.currency,
    timezone: row.timezone ?? '',
    // A language the portal no longer speaks reads as none chosen, so the answer keeps to its schema.
    language: asLanguage(row.language),
    deleted: false,
    blockedUntil: row.lockedUntil && row.lockedUntil > now ? row.lockedUntil.toISOString() : null,
    failedLoginAttempts: row.failedLoginAttempts,
    emailVerified: row.emailVerifiedAt !== null,
    twoFactorEnabled: row.twoFactorEnabled,
    twoFactorSetting: row.twoFactorSetting,
    is2FAVerified: row.twoFactorEnabled,
    updateToEmail: row.updateToEmail,
    keyGenerated: row.apiKeyHint !== null,
    keyActive: row.keyActive,
    cellScanLimit: row.cellScanLimit,
    OneTimeDeviceFee: row.oneTimeDeviceFee,
    hidePaymentTabs: row.hidePaymentTabs,
    historyRetentionDays: row.historyRetentionDays,
  };
}

/** What a user's view needs besides their row. */
export interface UserViewContext {
  now: Date;
  isSharedAccountAccepted: boolean;
}

/** The API's view of a user: the API's field names, and never a hash or a secret. */
export const toUser = (row: UserSummaryRow & Pick<UserRow, 'profilePicture'>, { now, isSharedAccountAccepted }: UserViewContext): User => ({
  ...toUserSummary(row, now),
  profilePicture: row.profilePicture,
  isSharedAccountAccepted,
});

/** A user as a seller finds them to transfer a device to (decision 0030): no more than the transfer needs. */
export const toTransferCandidate = (row: Pick<UserSummaryRow, 'id' | 'name' | 'email' | 'emailVerifiedAt'>): TransferCandidate => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  emailVerified: row.emailVerifiedAt !== null,
});
