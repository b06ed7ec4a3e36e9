import type { Clock } from '../../adapters/clock.js';
import type { Language } from '@lodestar/contract';
import { greeting, mailTextsIn, securityNoticeMail, type Mailer, type MailContext, type MailMessage } from '../../adapters/mail/index.js';
import { dateTimeOf } from '../../lib/day-of.js';
import type { BackgroundWork } from '../../lib/background-work.js';
import { mailLanguageOf, type LanguagesOfAccount } from '../../lib/mail-language.js';
import { twoStepMailTexts } from './two-step-mail-texts.js';

/** The account told, whether two-step sign-in went on or off, and when: written in its time zone and language. */
export interface TwoStepChange {
  to: string;
  name: string;
  timezone: string | null;
  language: Language;
  on: boolean;
  at: Date;
}

/** Tells the account's address that two-step sign-in was turned on or off, so a change someone else made shows. */
export function twoStepChangedMail(ctx: MailContext, change: TwoStepChange): MailMessage {
  const t = mailTextsIn(twoStepMailTexts, change.language);
  const state = change.on ? 'on' : 'off';
  const product = ctx.productName;
  return securityNoticeMail(ctx, {
    to: change.to,
    language: change.language,
    subject: t('subject', { product, state }),
    lines: [
      greeting(change.language, change.name),
      t('changed', { state, product, time: dateTimeOf(change.at, change.timezone, change.language) }),
      t('meaning', { state }),
      t('ifNotYou', { state }),
    ],
  });
}

export interface TwoStepChangedNoticeDeps {
  mailer: Mailer;
  mail: MailContext;
  clock: Clock;
  /** Sends the mail after the answer: the change stands whether or not the mail goes. */
  backgroundWork: BackgroundWork;
}

/** Mails the account's address after two-step sign-in was turned on or off; a mail that fails is logged. */
export function createTwoStepChangedNotice({ mailer, mail, clock, backgroundWork }: TwoStepChangedNoticeDeps) {
  return (user: { id: string; email: string; name: string; timezone: string | null } & LanguagesOfAccount, on: boolean): void => {
    const change = { to: user.email, name: user.name, timezone: user.timezone, language: mailLanguageOf(user), on, at: clock.now() };
    backgroundWork.start('two-step changed mail failed', { userId: user.id }, () =>
      mailer.send(twoStepChangedMail(mail, change)),
    );
  };
}

export type TwoStepChangedNotice = ReturnType<typeof createTwoStepChangedNotice>;
