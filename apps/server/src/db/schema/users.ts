import { sql, getTableColumns } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, smallint, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Currency, HistoryRetentionChoice, Language, Role, TwoFactorSetting } from '@lodestar/contract';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().$type<Role[]>().notNull().default(sql`ARRAY['user']::text[]`),
    country: text('country'),
    currency: text('currency').$type<Currency>().notNull().default('usd'),
    timezone: text('timezone'),
    /** The portal language the user chose (Account settings); null until they choose, when the browser's is used. */
    language: text('language').$type<Language>(),
    /** The language the account's browser showed when it last opened a session: its mails' language until it chooses. */
    browserLanguage: text('browser_language').$type<Language>(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    failedLoginAttempts: integer('failed_login_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** When the account last opened a session (sign-in, sign-up, a session link). */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    twoFactorSecret: text('two_factor_secret'),
    /** The secret of an enrolment begun (2fa/init) but not yet confirmed with a code. */
    twoFactorPendingSecret: text('two_factor_pending_secret'),
    /** 1: ask the code on a new browser or device; 2: every time. */
    twoFactorSetting: smallint('two_factor_setting').$type<TwoFactorSetting>().notNull().default(1),
    /** The last 30-second step a code was accepted for, so a code cannot be used twice. */
    twoFactorLastStep: integer('two_factor_last_step'),
    profilePicture: text('profile_picture').notNull().default(''),
    updateToEmail: text('update_to_email').notNull().default(''),
    /** The API key (enterprise): only its SHA-256 hash, a hint to recognise it by, and when it was made. */
    apiKeyHash: text('client_key_hash').unique(),
    apiKeyHint: text('client_key_hint'),
    apiKeyCreatedAt: timestamp('client_key_created_at', { withTimezone: true }),
    keyActive: boolean('key_active').notNull().default(false),
    cellScanLimit: integer('cell_scan_limit').notNull().default(150),
    oneTimeDeviceFee: doublePrecision('one_time_device_fee').notNull().default(0),
    hidePaymentTabs: boolean('hide_payment_tabs').notNull().default(false),
    /** Days the account's location history is kept; null: HISTORY_RETENTION_DAYS of the installation. */
    historyRetentionDays: smallint('history_retention_days').$type<HistoryRetentionChoice>(),
    /** The seller (k9 or dealership user) who made the account for a transfer: they may find it again. */
    createdBy: uuid('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('users_created_by_idx').on(table.createdBy),
    // What answers show (a key was made, two-step is on) is read from these columns, the checks from the secrets.
    check('users_api_key_hint_with_hash', sql`(${table.apiKeyHash} is null) = (${table.apiKeyHint} is null)`),
    check('users_two_factor_secret_when_on', sql`not ${table.twoFactorEnabled} or ${table.twoFactorSecret} is not null`),
    // Zero days would delete a whole history at the next pruning.
    check('users_history_retention_days_positive', sql`${table.historyRetentionDays} > 0`),
  ],
);

export type UserRow = typeof users.$inferSelect;

export type NewUserRow = typeof users.$inferInsert;

/** The columns only the sign-in, the identity check and the key check read: secrets, kept out of every caller. */
type SecretColumn = 'passwordHash' | 'twoFactorSecret' | 'twoFactorPendingSecret' | 'apiKeyHash';

/**
 * Every column but the profile picture (up to 400 kB) and the secrets: what lists of users show and what a request's
 * caller carries, read on every authenticated call. The few answers that show the picture read it by id.
 */
const { profilePicture, passwordHash, twoFactorSecret, twoFactorPendingSecret, apiKeyHash, ...userSummaryColumns } =
  getTableColumns(users);

export { userSummaryColumns };

export type UserSummaryRow = Omit<UserRow, 'profilePicture' | SecretColumn>;
