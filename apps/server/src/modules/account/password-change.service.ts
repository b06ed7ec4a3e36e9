import {
  accountMessages,
  messages,
  RECENT_SHARES_DAYS,
  type RecentShare,
  type SharePrivilege,
} from '@lodestar/contract';
import type { Clock } from '../../adapters/clock.js';
import type { Mailer } from '../../adapters/mail/index.js';
import type { BackgroundWork } from '../../lib/background-work.js';
import type { MailContext } from '../../adapters/mail/link-mail.js';
import type { Caller } from '../../http/authenticate.js';
import { ValidationError } from '../../errors.js';
import type { SetNewPassword } from './new-password.js';
import type { PasswordLock } from '../auth/index.js';
import { hashPassword, verifyPassword } from '../../lib/secrets.js';
import type { UsersRepository } from '../users/index.js';
import { passwordChangedMail } from './password-changed-mail.js';

/** A share as the sharing module lists the ones an account made (passed in by the composition root). */
interface MadeShare {
  id: string;
  deviceName: string;
  sharedUserWithEmail: string;
  accessRightsFlag: SharePrivilege;
  startDate: Date;
}

export interface PasswordChangeServiceDeps {
  users: Pick<UsersRepository, 'secretsOf'>;
  passwordLock: PasswordLock;
  /** Stores the password and ends what the old one opened but the calling session. */
  setNewPassword: SetNewPassword;
  /** The device shares the account made since a time, newest first. */
  sharesMadeSince: (userId: string, since: Date) => Promise<MadeShare[]>;
  mailer: Mailer;
  mail: MailContext;
  clock: Clock;
  /** Sends the mail after the answer: the password is changed whether or not the mail goes. */
  backgroundWork: BackgroundWork;
}

/**
 * A signed-in user's own password change; the caller's session is the one that stays. A wrong old password counts
 * like a failed sign-in, so a stolen session cannot guess the password without limit. The account's address is told,
 * with the device shares made in the last days.
 */
export function createPasswordChangeService({
  users,
  passwordLock,
  setNewPassword,
  sharesMadeSince,
  mailer,
  mail,
  clock,
  backgroundWork,
}: PasswordChangeServiceDeps) {
  return {
    async change(caller: { user: Caller; sessionId: string }, input: { old: string; new: string }) {
      const { user, sessionId } = caller;
      passwordLock.refuseWhileLocked(user);
      const secrets = await users.secretsOf(user.id);
      if (!secrets || !(await verifyPassword(secrets.passwordHash, input.old))) {
        await passwordLock.countFailure(user.id);
        // 400 and not 401: a 401 would sign the browser out over a typing mistake.
        throw new ValidationError(accountMessages.oldPasswordIncorrect);
      }
      if (input.new === input.old) throw new ValidationError(accountMessages.samePassword);
      await setNewPassword({
        userId: user.id,
        passwordHash: await hashPassword(input.new),
        keptSessionId: sessionId,
      });
      // A stolen session may have shared the devices, and shares outlive the new password: list them to revoke.
      const since = new Date(clock.now().getTime() - RECENT_SHARES_DAYS * 24 * 3600_000);
      const recentShares: RecentShare[] = (await sharesMadeSince(user.id, since)).map(
        ({ id, startDate, ...share }) => ({
          _id: id,
          ...share,
          startDate: startDate.toISOString(),
        }),
      );
      backgroundWork.start('password changed mail failed', { userId: user.id }, () =>
        mailer.send(passwordChangedMail(mail, user.email, recentShares)),
      );
      return { message: messages.passwordChanged, recentShares };
    },
  };
}

export type PasswordChangeService = ReturnType<typeof createPasswordChangeService>;
