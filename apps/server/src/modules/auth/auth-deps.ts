import type { Language } from '@lodestar/contract';
import type { CaptchaVerifier } from '../../adapters/captcha/index.js';
import type { Clock } from '../../adapters/clock.js';
import type { Mailer } from '../../adapters/mail/index.js';
import type { UserRow } from '../../db/schema/index.js';
import type { BackgroundWork } from '../../lib/background-work.js';
import type { LanguagesOfAccount } from '../../lib/mail-language.js';
import type { MailQuota } from '../mail/index.js';
import type { WaitingInvitations } from '../sharing/index.js';
import type { TwoFactorCheck } from '../two-factor/index.js';
import type { UsersRepository, UserViews } from '../users/index.js';
import type { AddressLock } from './address-lock.js';
import type { AuthTokensRepository } from './auth-tokens.repository.js';
import type { KnownBrowsers } from './known-browsers.js';
import type { PasswordLock } from './password-lock.js';
import type { SessionsRepository } from './sessions.repository.js';
import type { SignUpDecoysRepository } from './sign-up-decoys.repository.js';
import type { TwoStepTickets } from './two-step-tickets.js';

/** Everything signing up, in and out and resetting a password use; each job takes the part it needs. */
export interface AuthServiceDeps {
  users: UsersRepository;
  sessions: SessionsRepository;
  /** What sign-ups with a verified account's address open instead of an account (decision 0081). */
  signUpDecoys: SignUpDecoysRepository;
  tokens: AuthTokensRepository;
  /** Moves the account to the address a change link proves, unless another account took it meanwhile. */
  emailChanges: { complete(userId: string, email: string, now: Date): Promise<UserRow | 'taken' | undefined> };
  /** Stores a new password and ends what the old one opened (sessions, remembered browsers, the API key's use...). */
  setNewPassword: (change: { userId: string; passwordHash: string }) => Promise<void>;
  /** Lists the account's recent device shares to its address, after a reset as after a change. */
  tellPasswordChanged: (user: { id: string; email: string; timezone: string | null } & LanguagesOfAccount) => Promise<unknown>;
  /** Marks the address proven and ends what came before the proof. */
  verifyEmailAddress: (userId: string) => Promise<void>;
  twoFactorCheck: TwoFactorCheck;
  /** Sign-ins whose password step passed, awaiting the code. */
  twoStepTickets: TwoStepTickets;
  mailer: Mailer;
  /** Where the public mail forms send from, after answering: how long they take tells nothing about the address. */
  backgroundWork: BackgroundWork;
  captcha: CaptchaVerifier;
  clock: Clock;
  productName: string;
  publicUrl: string;
  /** Told when a session ends, so what holds it open (live sockets) can let go. */
  onSessionEnded?: (sessionId: string) => void;
  /** Shares made for an address before it had an account reach the account once the address is proven. */
  invitations: WaitingInvitations;
  /** Told that an account's address is proven (a reset or a verification link): transfers wait for it (decision 0084). */
  addressProven: (userId: string) => void;
  /** Wrong passwords and codes per account (guessing). */
  passwordLock: PasswordLock;
  /** Browsers that signed in before, which the account's pause does not shut out. */
  knownBrowsers: KnownBrowsers;
  /** Failed sign-ins per client address (credential stuffing). */
  addressLock: AddressLock;
  /** Reset and verification mails per address an hour (mailbox flooding). */
  mailQuota: MailQuota;
  viewOf: UserViews;
}

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
  /** The language the asking browser shows (its Accept-Language); null when it names none the portal speaks. */
  language: Language | null;
}
