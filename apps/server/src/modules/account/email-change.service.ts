import { accountMessages, serverMessages, type UpdatedUserResponse } from '@lodestar/contract';
import type { Clock } from '../../adapters/clock.js';
import type { Mailer } from '../../adapters/mail/index.js';
import type { UserSummaryRow } from '../../db/schema/index.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { emailChangeMail, emailChangeNoticeMail } from '../auth/account-mails.js';
import { MAILBOX_LINK_LIFETIME_MS, newLinkToken } from '../auth/secrets.js';
import { toUser } from '../users/user.mapper.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { EmailChangeRepository } from './email-change.repository.js';

export interface EmailChangeServiceDeps {
  users: UsersRepository;
  emailChanges: EmailChangeRepository;
  mailer: Mailer;
  clock: Clock;
  mail: { productName: string; publicUrl: string };
}

/**
 * The first half of an email change (decision 0010): the new address waits in `updateToEmail` until the link mailed
 * to it is opened (auth's verifyEmail does the move); the old address is told at once.
 */
export function createEmailChangeService({ users, emailChanges, mailer, clock, mail }: EmailChangeServiceDeps) {
  return {
    async request(user: UserSummaryRow, email: string): Promise<UpdatedUserResponse> {
      if (email === user.email) throw new ValidationError(accountMessages.sameEmail);
      if (await users.isEmailTaken(email)) throw new ConflictError(serverMessages.emailTaken);
      const now = clock.now();
      const { token, stored } = newLinkToken(now, MAILBOX_LINK_LIFETIME_MS);
      const updated = await emailChanges.request(user.id, email, stored, now);
      if (!updated) throw new NotFoundError(accountMessages.userNotFound);
      await mailer.send(emailChangeMail(mail, email, user.name, token));
      await mailer.send(emailChangeNoticeMail(mail, user.email, user.name, email));
      return { success: true, message: accountMessages.newEmailVerificationSent, updatedUser: toUser(updated) };
    },
  };
}

export type EmailChangeService = ReturnType<typeof createEmailChangeService>;
