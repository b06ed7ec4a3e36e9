import {
  accountShareMessages,
  ACCOUNT_SHARES_MAX,
  can,
  type AccountMembership,
  type AccountShare,
} from '@lodestar/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailContext } from '../../adapters/mail/index.js';
import type { Caller } from '../../http/authenticate.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.js';
import { accountInvitationMail, invitationLanguage, mailFailure, verifiedAccount } from '../sharing/index.js';
import type { UsersRepository } from '../users/index.js';
import { toAccountShare, toMembership } from './account-share.mapper.js';
import type { AccountSharesRepository } from './account-shares.repository.js';

interface AccountSharingServiceDeps {
  accountShares: AccountSharesRepository;
  users: Pick<UsersRepository, 'findByEmail'>;
  mailer: Mailer;
  mail: MailContext;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * Account sharing: an account invites people by email; an accepted member sees every device of
 * the account with the Limited privilege (decided with all other access in device-access.ts).
 */
export function createAccountSharingService({ accountShares, users, mailer, mail, log }: AccountSharingServiceDeps) {
  return {
    /** The people an account has invited: the caller's own, or any account's for user administrators. */
    async find(caller: Caller, ownerId: string): Promise<AccountShare[]> {
      if (ownerId !== caller.id && !can('administerUsers', caller.roles)) {
        throw new ForbiddenError(accountShareMessages.onlyYourOwn);
      }
      return (await accountShares.listForOwner(ownerId)).map(toAccountShare);
    },

    async invite(caller: Caller, body: { userId: string; email: string }): Promise<AccountShare> {
      if (body.userId !== caller.id) throw new ForbiddenError(accountShareMessages.onlyYourOwn);
      if (body.email === caller.email.toLowerCase()) throw new ValidationError(accountShareMessages.notYourself);
      const member = await verifiedAccount(users, body.email);
      const inserted = await accountShares.insertUnlessFull(
        { ownerId: caller.id, email: body.email, memberId: member?.id ?? null },
        ACCOUNT_SHARES_MAX,
      );
      if (inserted === 'full') throw new ValidationError(accountShareMessages.tooMany);
      if (inserted === 'duplicate') throw new ConflictError(accountShareMessages.alreadyInvited);
      // The invitation is saved: a mail that cannot be sent now is logged rather than failing the call.
      await mailer
        .send(
          accountInvitationMail(mail, {
            to: body.email,
            inviteeName: member?.name ?? null,
            language: invitationLanguage(member, caller),
            ownerName: caller.name,
            ownerEmail: caller.email,
            accountShareId: inserted.id,
          }),
        )
        .catch((error: unknown) => {
          log.error(
            { accountShareId: inserted.id, error: mailFailure(error) },
            'The account invitation mail could not be sent',
          );
        });
      // A new invitation is pending, so it names no member yet.
      return toAccountShare({ share: inserted, member: null });
    },

    /** Either side may end it: the owner stops sharing, the member leaves (or declines). */
    async remove(caller: Caller, id: string): Promise<void> {
      if (!(await accountShares.removeForParty(id, caller.id))) throw new NotFoundError(accountShareMessages.notFound);
    },

    async memberships(caller: Caller): Promise<AccountMembership[]> {
      return (await accountShares.membershipsOf(caller.id)).map(toMembership);
    },
  };
}

export type AccountSharingService = ReturnType<typeof createAccountSharingService>;
