import { countrySchema, nameSchema, profilePictureSchema, timeZoneSchema, type User } from '@lodestar/contract';
import { z } from 'zod';
import type { Translate } from '../../lib/i18n/translate';

/** The profile form's fields: those of PUT /api/v2/users/me that the page edits (email has its own call). */
export interface ProfileValues {
  profilePicture: string;
  name: string;
  country: string;
  timezone: string;
}

export function profileValuesOf(user: User): ProfileValues {
  return {
    profilePicture: user.profilePicture,
    name: user.name,
    country: user.country ?? '',
    timezone: user.timezone ?? '',
  };
}

/** A country or time zone, once set, can be changed but not emptied; one never set may stay empty. */
const emptyWhileUnset = (schema: z.ZodType<string, string>, current: string | null) =>
  current ? schema : z.union([z.literal(''), schema]);

/** The contract's rules for the profile fields, so the browser refuses what the server would. */
export function profileSchema(user: User, t: Translate) {
  return z.object({
    profilePicture: profilePictureSchema,
    name: nameSchema,
    country: emptyWhileUnset(countrySchema, user.country),
    timezone: emptyWhileUnset(
      z.string().min(1, t('account.profile.selectTimeZone')).pipe(timeZoneSchema),
      user.timezone,
    ),
  });
}
