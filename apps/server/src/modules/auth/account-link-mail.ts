import type { Clock } from '../../adapters/clock.js';
import type { Mailer, MailMessage } from '../../adapters/mail/index.js';
import type { AuthTokenPurpose } from '../../db/schema/index.js';
import { mailLanguageOf, type LanguagesOfAccount } from '../../lib/mail-language.js';
import { newLinkToken } from '../../lib/secrets.js';
import type { AccountRecipient } from './account-mails.js';
import type { AuthTokensRepository } from './auth-tokens.repository.js';

/** Composes the mail of a link to an account's own address, to the account in its language, with the token. */
export type AccountLinkComposer = (recipient: AccountRecipient, token: string) => MailMessage;

/**
 * Issues a new link of `purpose` for the account (its earlier one stops working) and mails it to the account's own
 * address: verification, password reset, unlock.
 */
export function createAccountLinkMail({ tokens, mailer, clock }: { tokens: AuthTokensRepository; mailer: Mailer; clock: Clock }) {
  return async (
    user: { id: string; email: string; name: string } & LanguagesOfAccount,
    purpose: AuthTokenPurpose,
    lifetimeMs: number,
    compose: AccountLinkComposer,
  ): Promise<void> => {
    const { token, stored } = newLinkToken(clock.now(), lifetimeMs);
    await tokens.replace(user.id, purpose, stored);
    await mailer.send(compose({ to: user.email, name: user.name, language: mailLanguageOf(user) }, token));
  };
}

export type AccountLinkMail = ReturnType<typeof createAccountLinkMail>;
