import {
  can,
  currencyForCountry,
  messages,
  transferMessages,
  type ReceiverRegisterInput,
  type TransferCandidate,
} from '@lodestar/contract';
import type { MailContext } from '../../adapters/mail/index.js';
import { ConflictError, ForbiddenError } from '../../errors.js';
import type { Caller } from '../../http/authenticate.js';
import type { Payload } from '../../http/envelope.js';
import { mailLanguageOf } from '../../lib/mail-language.js';
import { hashPassword, newOpaqueToken } from '../../lib/secrets.js';
import type { AccountLinkMail } from '../auth/index.js';
import { toTransferCandidate, type UsersRepository } from '../users/index.js';
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
      input: ReceiverRegisterInput,
    ): Promise<Payload<{ message: string; user: TransferCandidate }>> {
      if (!can('findReceivers', caller.roles)) throw new ForbiddenError(messages.permissionDenied);
      const user = await deps.users.insert({
        email: input.email,
        name: input.name,
        // A password nobody knows, until its owner chooses one from the mailed link.
        passwordHash: await hashPassword(newOpaqueToken()),
        roles: ['user'],
        country: input.country,
        currency: input.currency ?? currencyForCountry(input.country),
        emailVerifiedAt: null,
        createdBy: caller.id,
        // Until its owner signs in, the account reads its mails (the welcome first) in the seller's language.
        browserLanguage: mailLanguageOf(caller),
      });
      if (!user) throw new ConflictError(transferMessages.emailTaken);
      await deps.mailAccountLink(user, 'reset_password', WELCOME_LINK_LIFETIME_MS, (recipient, token) =>
        receiverWelcomeMail(deps.mail, recipient, token, caller),
      );
      return {
        message: transferMessages.accountCreated(user.email),
        user: toTransferCandidate(user),
      };
    },
  };
}

export type ReceiverAccounts = ReturnType<typeof createReceiverAccounts>;
