import { messages, type SignupResponse } from '@lodestar/contract';
import type { UserRow } from '../../db/schema/index.js';
import { mailLanguageOf } from '../../lib/mail-language.js';
import type { Payload } from '../../http/envelope.js';
import { hashToken, newOpaqueToken } from '../../lib/secrets.js';
import { signUpAttemptMail } from './account-mails.js';
import type { AuthServiceDeps } from './auth-deps.js';
import { authHeaderFor, SESSION_LIFETIME_MS } from './session-start.js';
import { decoyCaller } from './sign-up-decoys.repository.js';

/** What a sign-up gives the account it makes: the rest is the address and the defaults. */
export type AccountDetails = Pick<UserRow, 'name' | 'country' | 'currency' | 'timezone' | 'passwordHash'>;

type DecoySignUpDeps = Pick<
  AuthServiceDeps,
  'signUpDecoys' | 'mailer' | 'clock' | 'mailQuota' | 'viewOf' | 'productName' | 'publicUrl'
>;

/**
 * A sign-up with the address of a verified account: answered as a new account is (decision 0081), with a decoy's
 * session in place of the account's, and the owner told instead of mailed a link.
 */
export function createDecoySignUp({ signUpDecoys, mailer, clock, mailQuota, viewOf, ...mail }: DecoySignUpDeps) {
  return async (owner: UserRow, email: string, details: AccountDetails): Promise<Payload<SignupResponse>> => {
    const token = newOpaqueToken();
    const now = clock.now();
    const decoy = await signUpDecoys.open({
      ...details,
      email,
      ownerId: owner.id,
      failuresAtOpen: owner.failedLoginAttempts,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
    });
    if (await mailQuota.allows('sign_up_notice', owner.id))
      await mailer.send(signUpAttemptMail(mail, { to: owner.email, name: owner.name, language: mailLanguageOf(owner) }));
    const user = await viewOf({ ...decoyCaller(decoy, owner), profilePicture: '' });
    return { message: messages.verificationSent, authHeader: authHeaderFor(token), user };
  };
}
