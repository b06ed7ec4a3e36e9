import type { Clock } from '../../adapters/clock.js';
import { securityNoticeMail, type Mailer, type MailContext, type MailMessage } from '../../adapters/mail/index.js';
import { dateTimeOf } from '../../lib/day-of.js';
import type { BackgroundWork } from '../../lib/background-work.js';

/** The account told, whether two-step sign-in went on or off, and when: written in the account's time zone. */
export interface TwoStepChange {
  to: string;
  name: string;
  timezone: string | null;
  on: boolean;
  at: Date;
}

const WHAT_IT_MEANS = {
  on: 'Signing in now asks for a code from your authenticator app as well as your password.',
  off: 'Signing in now asks only for your password.',
} as const;

const IF_NOT_YOU = {
  on: "If it wasn't you, someone knows your password: reset it now, and contact support if you cannot sign in any more.",
  off: "If it wasn't you, someone knows your password: reset it now, then turn two-step sign-in on again on your account page.",
} as const;

/** Tells the account's address that two-step sign-in was turned on or off, so a change someone else made shows. */
export function twoStepChangedMail(ctx: MailContext, change: TwoStepChange): MailMessage {
  const state = change.on ? 'on' : 'off';
  return securityNoticeMail(ctx, {
    to: change.to,
    subject: `${ctx.productName}: two-step sign-in was turned ${state}`,
    lines: [
      `Hello ${change.name},`,
      `Two-step sign-in was turned ${state} for your ${ctx.productName} account on ${dateTimeOf(change.at, change.timezone)}.`,
      WHAT_IT_MEANS[state],
      IF_NOT_YOU[state],
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
  return (user: { id: string; email: string; name: string; timezone: string | null }, on: boolean): void => {
    const change = { to: user.email, name: user.name, timezone: user.timezone, on, at: clock.now() };
    backgroundWork.start('two-step changed mail failed', { userId: user.id }, () =>
      mailer.send(twoStepChangedMail(mail, change)),
    );
  };
}

export type TwoStepChangedNotice = ReturnType<typeof createTwoStepChangedNotice>;
