import { messages, serverMessages } from '@lodestar/contract';
import { ValidationError } from '../../errors.js';
import { hashPassword, hashToken } from '../../lib/secrets.js';
import { createAccountLinkMail } from './account-link-mail.js';
import { passwordResetMail } from './account-mails.js';
import type { AuthServiceDeps, ClientInfo } from './auth-deps.js';
import type { RequireCaptcha } from './sign-in-guards.js';

const RESET_TOKEN_LIFETIME_MS = 3600_000;

type PasswordResetDeps = Pick<
  AuthServiceDeps,
  | 'users'
  | 'tokens'
  | 'mailer'
  | 'clock'
  | 'mailQuota'
  | 'backgroundWork'
  | 'setNewPassword'
  | 'tellPasswordChanged'
  | 'invitations'
  | 'addressProven'
  | 'productName'
  | 'publicUrl'
>;

/** The forgotten password: the mailed link, and the new password set through it. */
export function createPasswordReset(deps: PasswordResetDeps, requireCaptcha: RequireCaptcha) {
  const {
    users,
    tokens,
    clock,
    mailQuota,
    backgroundWork,
    setNewPassword,
    tellPasswordChanged,
    invitations,
    addressProven,
  } = deps;
  const mailContext = { productName: deps.productName, publicUrl: deps.publicUrl };
  const mailAccountLink = createAccountLinkMail(deps);
  return {
    /**
     * Answers alike and at once, whether the address has an account or not; finding the account and mailing it happen
     * after the answer (backgroundWork).
     */
    async forgotPassword(input: { email: string; captcha?: string }, client: ClientInfo) {
      await requireCaptcha(input.captcha, client.ip);
      backgroundWork.start('password reset mail failed', {}, async () => {
        const user = await users.findByEmail(input.email);
        if (!user || !(await mailQuota.allows('reset_password', user.id))) return;
        await mailAccountLink(user, 'reset_password', RESET_TOKEN_LIFETIME_MS, (recipient, token) =>
          passwordResetMail(mailContext, recipient, token),
        );
      });
      return { message: messages.emailSent };
    },

    /**
     * A reset also proves the mailbox and unlocks the account; what the old password opened ends, every session
     * included (setNewPassword). The address is mailed the shares made lately, as after a change: a thief's session
     * is gone, but the shares it made stay.
     */
    async resetPassword(token: string, password: string) {
      const used = await tokens.consume(hashToken(token), ['reset_password'], clock.now());
      if (!used) throw new ValidationError(serverMessages.tokenInvalid);
      await setNewPassword({ userId: used.userId, passwordHash: await hashPassword(password) });
      await invitations.attachWaiting(used.userId);
      addressProven(used.userId);
      const user = await users.findById(used.userId);
      if (user) await tellPasswordChanged(user);
      return { message: messages.passwordChanged };
    },
  };
}
