import { randomBytes } from 'node:crypto';
import {
  can,
  currencyForCountry,
  messages,
  transferMessages,
  type ReceiverRegisterRequest,
  type TransferCandidate,
} from '@lodestar/contract';
import type { MailContext } from '../../adapters/mail/link-mail.js';
import { ConflictError, ForbiddenError } from '../../errors.js';
import type { Caller } from '../../http/authenticate.js';
import type { Payload } from '../../http/envelope.js';
import { hashPassword } from '../../lib/secrets.js';
import type { AccountLinkMail } from '../auth/index.js';
import type { UsersRepository } from '../users/index.js';
import { receiverWelcomeMail } from './transfer-mails.js';

/** A week: the person may not read their mail the day the seller makes their account. */
export const WELCOME_LINK_LIFETIME_MS = 7 * 24 * 3600_000;

/**
 * The sign-up popup of the transfer pages: a seller makes the account of the person they hand a device to. It is
 * theirs to find again (`created_by`), unverified and without a password anyone knows until its owner chooses one from
 * the mailed link, which proves the address too.
 */
export function createReceiverAccounts(deps: {
  users: Pick<UsersRepository, 'insert'>;
  mailAccountLink: AccountLinkMail;
  mail: MailContext;
}) {
  return {
    async register(
      caller: Caller,
      input: ReceiverRegisterRequest & { country: string },
    ): Promise<Payload<{ message: string; user: TransferCandidate }>> {
      if (!can('findReceivers', caller.roles)) throw new ForbiddenError(messages.permissionDenied);
      const user = await deps.users.insert({
        email: input.email,
        name: input.name,
        passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
        roles: ['user'],
        country: input.country,
        currency: input.currency ?? currencyForCountry(input.country),
        emailVerifiedAt: null,
        createdBy: caller.id,
      });
      if (!user) throw new ConflictError(transferMessages.emailTaken);
      await deps.mailAccountLink(user, 'reset_password', WELCOME_LINK_LIFETIME_MS, (to, name, token) =>
        receiverWelcomeMail(deps.mail, to, name, token, caller),
      );
      return {
        message: transferMessages.accountCreated(user.email),
        user: { _id: user.id, name: user.name, email: user.email, emailVerified: false },
      };
    },
  };
}

export type ReceiverAccounts = ReturnType<typeof createReceiverAccounts>;
