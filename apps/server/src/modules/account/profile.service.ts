import {
  accountMessages,
  billingMessages,
  currencyForCountry,
  nameSchema,
  splitFullName,
  twoFactorSettings,
  type Currency,
  type UpdatedUserResponse,
  type updateUserRequestSchema,
} from '@lodestar/contract';
import type { z } from 'zod';
import type { Caller } from '../../http/authenticate.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.js';
import type { TrustedBrowsersRepository } from '../two-factor/index.js';
import type { UsersRepository, UserViews } from '../users/index.js';
import type { Payload } from '../../http/envelope.js';

type ProfileChanges = z.output<typeof updateUserRequestSchema>;

/** Who asks for the change, and how they proved it: the two-step setting is for a person, never an API key. */
export interface ProfileCaller {
  user: Caller;
  via: 'session' | 'apiKey';
}

/** The full name from `name`, or from `firstName` and `lastName` with the part not sent kept from the current name. */
function fullNameOf(current: string, changes: ProfileChanges): string | undefined {
  if (changes.name !== undefined) return changes.name;
  if (changes.firstName === undefined && changes.lastName === undefined) return undefined;
  const kept = splitFullName(current);
  const joined = [changes.firstName ?? kept.firstName, changes.lastName ?? kept.lastName].filter(Boolean).join(' ');
  const checked = nameSchema.safeParse(joined);
  if (!checked.success) throw new ValidationError(checked.error.issues[0]?.message ?? 'Invalid name.');
  return checked.data;
}

/** The currency follows the country: a new country sets it; a currency sent must agree with the country. */
function currencyOf(user: Caller, changes: ProfileChanges): Currency | undefined {
  if (changes.country === undefined && changes.currency === undefined) return undefined;
  const expected = currencyForCountry(changes.country ?? user.country);
  if (changes.currency !== undefined && changes.currency !== expected) {
    throw new ValidationError(accountMessages.currencyFollowsCountry(expected));
  }
  return expected;
}

export interface ProfileServiceDeps {
  users: UsersRepository;
  trustedBrowsers: TrustedBrowsersRepository;
  viewOf: UserViews;
  /** Whether the user's plans fix their country (and so their currency and tax): a paying customer, or live plans. */
  countryFixed(userId: string): Promise<boolean>;
}

export function createProfileService({ users, trustedBrowsers, viewOf, countryFixed }: ProfileServiceDeps) {
  return {
    async update({ user, via }: ProfileCaller, changes: ProfileChanges): Promise<Payload<UpdatedUserResponse>> {
      if (changes.twoFactorSetting !== undefined && via !== 'session') throw new ForbiddenError(accountMessages.sessionOnly);
      // The country locks once the payment user has a currency (it follows the country); the server holds to it.
      if (changes.country !== undefined && changes.country !== user.country && (await countryFixed(user.id))) {
        throw new ConflictError(billingMessages.countryFixed);
      }
      const updated = await users.update(user.id, {
        name: fullNameOf(user.name, changes),
        country: changes.country,
        currency: currencyOf(user, changes),
        timezone: changes.timezone,
        language: changes.language,
        profilePicture: changes.profilePicture,
        twoFactorSetting: changes.twoFactorSetting,
        historyRetentionDays: changes.historyRetentionDays,
      });
      if (!updated) throw new NotFoundError(accountMessages.userNotFound);
      if (changes.twoFactorSetting === twoFactorSettings.everyTime) await trustedBrowsers.forgetAllOfUser(user.id);
      return { message: accountMessages.updatedSuccessfully, updatedUser: await viewOf(updated) };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
