import {
  countrySchema,
  currencyForCountry,
  emailSchema,
  nameSchema,
  newPasswordSchema,
  roleSchema,
  serverMessages,
  type Role,
} from '@lodestar/contract';
import { z } from 'zod';
import type { Clock } from '../adapters/clock.js';
import type { UserRow } from '../db/schema/index.js';
import { ConflictError, ValidationError } from '../errors.js';
import { hashPassword } from '../lib/secrets.js';
import type { WaitingInvitations } from '../modules/sharing/index.js';
import type { UsersRepository } from '../modules/users/index.js';

export const provisionUserSchema = z.strictObject({
  email: emailSchema,
  password: newPasswordSchema,
  name: nameSchema.optional(),
  roles: z.array(roleSchema).min(1).default(['user']),
  country: countrySchema.optional(),
  /** The one-time device fee a seller (k9, dealership) charges with each transferred tracker, in their currency. */
  oneTimeDeviceFee: z.number().min(0).max(100_000).optional(),
  verified: z.boolean().default(true),
});
export type ProvisionUserInput = z.input<typeof provisionUserSchema>;

/**
 * Creates an account directly (admin CLI, demo data): no captcha, no mail, verified unless told otherwise. A verified
 * account receives the invitations that waited for its address when `invitations` is given.
 */
export async function provisionUser(
  users: UsersRepository,
  clock: Clock,
  input: ProvisionUserInput,
  invitations?: WaitingInvitations,
): Promise<UserRow> {
  const parsed = provisionUserSchema.safeParse(input);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ValidationError(errors[0] ?? 'Invalid user', errors);
  }
  const { email, password, name, roles, country, oneTimeDeviceFee, verified } = parsed.data;
  const user = await users.insert({
    email,
    name: name ?? email.split('@')[0] ?? email,
    passwordHash: await hashPassword(password),
    roles: [...new Set<Role>(roles)],
    country: country ?? null,
    currency: currencyForCountry(country),
    emailVerifiedAt: verified ? clock.now() : null,
    ...(oneTimeDeviceFee === undefined ? {} : { oneTimeDeviceFee }),
  });
  if (!user) throw new ConflictError(serverMessages.emailTaken);
  if (verified) await invitations?.attachWaiting(user.id);
  return user;
}
