import { currencyForCountry, messages, serverMessages, type SignupResponse } from '@lodestar/contract';
import type { UserRow } from '../../db/schema/index.js';
import { ConflictError } from '../../errors.js';
import type { Payload } from '../../http/envelope.js';
import { hashPassword, MAILBOX_LINK_LIFETIME_MS } from '../../lib/secrets.js';
import { createAccountLinkMail } from './account-link-mail.js';
import { verificationMail } from './account-mails.js';
import type { AuthServiceDeps, ClientInfo } from './auth-deps.js';
import type { StartSession } from './session-start.js';
import { createDecoySignUp, type AccountDetails } from './sign-up-decoy.js';
import type { RequireCaptcha } from './sign-in-guards.js';

type SignUpDeps = Pick<
  AuthServiceDeps,
  | 'users'
  | 'sessions'
  | 'signUpDecoys'
  | 'tokens'
  | 'mailer'
  | 'clock'
  | 'mailQuota'
  | 'backgroundWork'
  | 'onSessionEnded'
  | 'viewOf'
  | 'productName'
  | 'publicUrl'
>;

/** Signing up, and mailing the verification link again. */
export function createSignUp(deps: SignUpDeps, requireCaptcha: RequireCaptcha, startSession: StartSession) {
  const { users, sessions, mailQuota, backgroundWork, onSessionEnded, viewOf } = deps;
  const mailContext = { productName: deps.productName, publicUrl: deps.publicUrl };
  const mailAccountLink = createAccountLinkMail(deps);
  const sendVerification = (user: UserRow) =>
    mailAccountLink(user, 'verify_email', MAILBOX_LINK_LIFETIME_MS, (recipient, token) =>
      verificationMail(mailContext, recipient, token),
    );

  async function takeOverUnproven(held: UserRow, details: AccountDetails) {
    for (const sessionId of await sessions.deleteAllOfUser(held.id)) onSessionEnded?.(sessionId);
    // Its wrong passwords and their pause stay, as they stay on an account whose address a decoy took (decision 0081).
    return users.update(held.id, details);
  }

  const answerAsNewAccount = createDecoySignUp(deps);

  return {
    async signup(
      input: { name: string; email: string; country: string; password: string; captcha?: string; timezone?: string },
      client: ClientInfo,
    ): Promise<Payload<SignupResponse>> {
      await requireCaptcha(input.captcha, client.ip);
      const details = {
        name: input.name,
        country: input.country,
        currency: currencyForCountry(input.country),
        timezone: input.timezone ?? null,
        // An unproven account taken over keeps nothing of its earlier claimant's choices.
        language: null,
        browserLanguage: client.language,
        passwordHash: await hashPassword(input.password),
      };
      const held = await users.findByEmail(input.email);
      if (held?.emailVerifiedAt) return answerAsNewAccount(held, input.email, details);
      // An address nobody has proven yet belongs to nobody: a new sign-up takes the place of the unproven one, whose
      // sessions end and whose verification link stops working, so it can neither block nor capture the real owner.
      const user = held
        ? await takeOverUnproven(held, details)
        : await users.insert({ ...details, email: input.email, roles: ['user'] });
      if (!user) throw new ConflictError(serverMessages.emailTaken);
      if (!held || (await mailQuota.allows('verify_email', user.id))) await sendVerification(user);
      const { authHeader } = await startSession(user, client);
      return { message: messages.verificationSent, authHeader, user: await viewOf(user) };
    },

    /** Answers alike and at once whether the address has an account or not; the mail goes after the answer. */
    async resendVerification(input: { email: string }) {
      backgroundWork.start('verification mail failed', {}, async () => {
        const user = await users.findByEmail(input.email);
        if (user && !user.emailVerifiedAt && (await mailQuota.allows('verify_email', user.id)))
          await sendVerification(user);
      });
      return { message: messages.verificationSent };
    },
  };
}
