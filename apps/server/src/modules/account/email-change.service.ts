import { accountMessages, serverMessages, type ChangeEmailRequest, type SuccessMessage, type UpdatedUserResponse } from '@lodestar/contract';
import type { Clock } from '../../adapters/clock.js';
import { mailLanguageOf } from '../../lib/mail-language.js';
import type { Mailer } from '../../adapters/mail/index.js';
import type { Caller } from '../../http/authenticate.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { emailChangeMail, emailChangeNoticeMail } from '../auth/index.js';
import type { AuthTokensRepository } from '../auth/index.js';
import { hashToken, MAILBOX_LINK_LIFETIME_MS, newLinkToken } from '../../lib/secrets.js';
import type { UsersRepository, UserViews } from '../users/index.js';
import type { EmailChangeRepository } from './email-change.repository.js';
import type { UndoEmailChange } from './email-change-undo.js';
import type { ConfirmIdentity } from './identity-check.js';
import type { Payload } from '../../http/envelope.js';

export interface EmailChangeServiceDeps {
  users: UsersRepository;
  emailChanges: EmailChangeRepository;
  tokens: AuthTokensRepository;
  confirmIdentity: ConfirmIdentity;
  undoEmailChange: UndoEmailChange;
  mailer: Mailer;
  clock: Clock;
  mail: { productName: string; publicUrl: string };
  viewOf: UserViews;
}

/**
 * The first half of an email change (decision 0010): with the password (and the code while two-step is on), the new
 * address waits in `updateToEmail` until the link mailed to it is opened by the signed-in account (auth's verifyEmail
 * does the move); the old address is told at once, with a link that cancels or reverses the change for 48 hours.
 */
export function createEmailChangeService(deps: EmailChangeServiceDeps) {
  const { users, emailChanges, tokens, confirmIdentity, undoEmailChange, mailer, clock, mail, viewOf } = deps;
  return {
    async request(user: Caller, { email, ...proof }: ChangeEmailRequest): Promise<Payload<UpdatedUserResponse>> {
      if (email === user.email) throw new ValidationError(accountMessages.sameEmail);
      await confirmIdentity(user, proof);
      if (await users.isEmailTaken(email)) throw new ConflictError(serverMessages.emailTaken);
      const now = clock.now();
      const { token, stored } = newLinkToken(now, MAILBOX_LINK_LIFETIME_MS);
      const updated = await emailChanges.request(user.id, email, stored, now);
      if (!updated) throw new NotFoundError(accountMessages.userNotFound);
      const undo = newLinkToken(now, MAILBOX_LINK_LIFETIME_MS);
      await tokens.replace(user.id, 'cancel_email_change', { ...undo.stored, email: user.email });
      const language = mailLanguageOf(user);
      await mailer.send(emailChangeMail(mail, { to: email, name: user.name, language }, token));
      await mailer.send(emailChangeNoticeMail(mail, { to: user.email, name: user.name, language }, email, undo.token));
      return { message: accountMessages.newEmailVerificationSent, updatedUser: await viewOf(updated) };
    },

    /** The old address's link: cancels a pending change, or reverses a made one (`undoEmailChange`). */
    async undo(token: string): Promise<Payload<SuccessMessage>> {
      const used = await tokens.consume(hashToken(token), ['cancel_email_change'], clock.now());
      if (!used?.email) throw new ValidationError(serverMessages.tokenInvalid);
      const outcome = await undoEmailChange(used.userId, used.email);
      if (outcome === 'taken') throw new ConflictError(serverMessages.emailTaken);
      if (outcome === 'gone') throw new ValidationError(serverMessages.tokenInvalid);
      return { message: outcome === 'undone' ? accountMessages.emailChangeUndone : accountMessages.emailChangeCancelled };
    },
  };
}

export type EmailChangeService = ReturnType<typeof createEmailChangeService>;
