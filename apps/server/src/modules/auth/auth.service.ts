import {
  accountMessages,
  currencyForCountry,
  messages,
  serverMessages,
  SESSION_LINK_LIFETIME_MS,
  sessionLinkMessages,
  type LoginResponse,
  type LoginSuccess,
  type SessionInfo,
  type SessionLinkResponse,
  type SignupResponse,
} from '@lodestar/contract';
import type { CaptchaVerifier } from '../../adapters/captcha/index.js';
import type { Clock } from '../../adapters/clock.js';
import type { Mailer } from '../../adapters/mail/index.js';
import type { BackgroundWork } from '../../lib/background-work.js';
import type { UserRow } from '../../db/schema/index.js';
import type { WaitingInvitations } from '../sharing/index.js';
import { ConflictError, ForbiddenError, UnauthorizedError, ValidationError } from '../../errors.js';
import type { AddressLock } from './address-lock.js';
import { createAccountLinkMail } from './account-link-mail.js';
import type { UsersRepository, UserViews } from '../users/index.js';
import { passwordResetMail, verificationMail } from './account-mails.js';
import type { AuthTokensRepository, UsedAuthToken } from './auth-tokens.repository.js';
import type { MailQuota } from '../mail/index.js';
import type { PasswordLock } from './password-lock.js';
import type { TwoFactorCheck } from '../two-factor/index.js';
import type { TwoStepTickets } from './two-step-tickets.js';
import {
  decoyPasswordHash,
  hashPassword,
  hashToken,
  MAILBOX_LINK_LIFETIME_MS,
  newLinkToken,
  newOpaqueToken,
  verifyPassword,
} from '../../lib/secrets.js';
import type { SessionsRepository } from './sessions.repository.js';
import type { KnownBrowser, KnownBrowsers } from './known-browsers.js';
import type { SignInCookie } from '../../http/sign-in-cookies.js';
import type { Payload } from '../../http/envelope.js';

export const SESSION_LIFETIME_MS = 30 * 24 * 3600_000;
const RESET_TOKEN_LIFETIME_MS = 3600_000;

export interface AuthServiceDeps {
  users: UsersRepository;
  sessions: SessionsRepository;
  tokens: AuthTokensRepository;
  /** Moves the account to the address a change link proves, unless another account took it meanwhile. */
  emailChanges: { complete(userId: string, email: string, now: Date): Promise<UserRow | 'taken' | undefined> };
  /** Stores a new password and ends what the old one opened (sessions, remembered browsers, the API key's use...). */
  setNewPassword: (change: { userId: string; passwordHash: string }) => Promise<void>;
  /** Lists the account's recent device shares to its address, after a reset as after a change. */
  tellPasswordChanged: (user: { id: string; email: string }) => Promise<unknown>;
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
}

/** Who opens a verification link: the account of the session the browser holds, or the password chosen at sign-up. */
export interface LinkOpener {
  sessionUserId?: string;
  signupPassword?: string;
}

/**
 * The answer to a sign-in, and the cookies the route sets: the known browser's and the remembered browser's, or the
 * key of the ticket for the second step.
 */
export interface LoginOutcome<T extends LoginResponse = LoginResponse> {
  body: Payload<T>;
  cookies: SignInCookie[];
}

export const authHeaderFor = (token: string) => `Bearer ${token}`;

export function createAuthService(deps: AuthServiceDeps) {
  const { users, sessions, tokens, emailChanges, setNewPassword, tellPasswordChanged, verifyEmailAddress, twoFactorCheck, mailer, captcha, clock, onSessionEnded, invitations } = deps;
  const { addressLock, passwordLock, knownBrowsers, twoStepTickets, mailQuota, backgroundWork, viewOf } = deps;
  const mailContext = { productName: deps.productName, publicUrl: deps.publicUrl };
  const later = (ms: number) => new Date(clock.now().getTime() + ms);

  async function requireCaptcha(payload: string | undefined, ip: string) {
    if (captcha.provider === 'none') return;
    if (!payload) throw new ValidationError(messages.captchaRequired);
    if (!(await captcha.verify(payload, ip))) throw new ValidationError(serverMessages.captchaFailed);
  }

  /** Opens a session: the bearer header that carries its secret, and the session as the answer describes it. */
  async function startSession(user: UserRow, client: ClientInfo): Promise<{ authHeader: string; session: SessionInfo }> {
    const token = newOpaqueToken();
    const { id, createdAt } = await sessions.insert({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: later(SESSION_LIFETIME_MS),
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 512) ?? null,
      createdAt: clock.now(),
    });
    await users.update(user.id, { lastSignInAt: createdAt });
    const opened = createdAt.toISOString();
    const session = { _id: id, userId: user.id, key: id, time: opened, createdAt: opened, updatedAt: opened, __v: 0 };
    return { authHeader: authHeaderFor(token), session };
  }

  /**
   * Counts a failed sign-in against the address, and against the account when there is one, unless it came from a
   * browser the account knows (which counted the attempt already); answers the 401.
   */
  async function failedSignIn(ip: string, userId: string | undefined, message: string, knownBrowser?: KnownBrowser) {
    await addressLock.countFailure(ip);
    if (userId && !knownBrowser) await passwordLock.countFailure(userId);
    return new UnauthorizedError(message);
  }

  /**
   * A sign-in that got through (password, and the second step where on): the count of wrong guesses starts anew, a
   * session opens, and the browser is known to the account from now on.
   */
  async function completeSignIn(
    user: UserRow,
    client: ClientInfo,
    cookieHeader: string | undefined,
    knownBrowser: KnownBrowser | undefined,
    cookies: SignInCookie[],
  ): Promise<LoginOutcome<LoginSuccess>> {
    // Strangers' wrong passwords are not forgiven because the owner's known browser got past their pause.
    const hadFailures = !knownBrowser && (user.failedLoginAttempts > 0 || user.lockedUntil !== null);
    const signedIn = hadFailures ? ((await users.update(user.id, { failedLoginAttempts: 0, lockedUntil: null })) ?? user) : user;
    const { authHeader, session } = await startSession(signedIn, client);
    const knownBrowserCookie = await knownBrowsers.remember(user.id, cookieHeader);
    const view = await viewOf(signedIn);
    return { body: { ...view, authHeader, session, user: view }, cookies: [...cookies, knownBrowserCookie] };
  }

  const mailAccountLink = createAccountLinkMail({ tokens, mailer, clock });
  const sendVerification = (user: UserRow) =>
    mailAccountLink(user, 'verify_email', MAILBOX_LINK_LIFETIME_MS, (to, name, token) => verificationMail(mailContext, to, name, token));

  /**
   * The second half of an email change: the address the link was mailed to becomes the account's, if it is still the
   * pending one and no other account took it meanwhile.
   */
  async function completeEmailChange(userId: string, email: string | null) {
    const moved = email === null ? undefined : await emailChanges.complete(userId, email, clock.now());
    if (moved === 'taken') throw new ConflictError(serverMessages.emailTaken);
    if (!moved) throw new ValidationError(serverMessages.tokenInvalid);
  }

  async function takeOverUnproven(held: UserRow, details: Pick<UserRow, 'name' | 'country' | 'currency' | 'passwordHash'>) {
    for (const sessionId of await sessions.deleteAllOfUser(held.id)) onSessionEnded?.(sessionId);
    return users.update(held.id, { ...details, failedLoginAttempts: 0, lockedUntil: null });
  }

  /**
   * A verification link proves the mailbox, but not who signed up: the browser that opens it must hold a session of
   * the account (the one sign-up opened), or give the password chosen at sign-up. An email change completes only in a
   * browser signed in to the account that asked for it. A wrong password counts like a failed sign-in.
   */
  async function assertOpenerHoldsAccount(used: UsedAuthToken, opener: LinkOpener, ip: string) {
    if (opener.sessionUserId === used.userId) return;
    if (used.purpose === 'change_email') throw new ForbiddenError(serverMessages.emailChangeNeedsSession);
    const user = await users.findById(used.userId);
    if (!user || opener.signupPassword === undefined) throw new ForbiddenError(serverMessages.verifyNeedsPassword);
    passwordLock.refuseWhileLocked(user);
    if (!(await verifyPassword(user.passwordHash, opener.signupPassword))) {
      throw await failedSignIn(ip, user.id, serverMessages.invalidCredentials);
    }
  }

  return {
    async signup(
      input: { name: string; email: string; country: string; password: string; captcha?: string },
      client: ClientInfo,
    ): Promise<Payload<SignupResponse>> {
      await requireCaptcha(input.captcha, client.ip);
      const details = {
        name: input.name,
        country: input.country,
        currency: currencyForCountry(input.country),
        passwordHash: await hashPassword(input.password),
      };
      const held = await users.findByEmail(input.email);
      if (held?.emailVerifiedAt) throw new ConflictError(serverMessages.emailTaken);
      // An address nobody has proven yet belongs to nobody: a new sign-up takes the place of the unproven one, whose
      // sessions end and whose verification link stops working, so it can neither block nor capture the real owner.
      const user = held ? await takeOverUnproven(held, details) : await users.insert({ ...details, email: input.email, roles: ['user'] });
      if (!user) throw new ConflictError(serverMessages.emailTaken);
      if (!held || (await mailQuota.allows('verify_email', user.id))) await sendVerification(user);
      const { authHeader } = await startSession(user, client);
      return { message: messages.verificationSent, authHeader, user: await viewOf(user) };
    },

    async login(
      input: { username: string; password: string; twoFactorCode?: string | null; captcha?: string },
      client: ClientInfo,
      cookieHeader?: string,
    ): Promise<LoginOutcome> {
      await addressLock.refuseWhileLocked(client.ip);
      await requireCaptcha(input.captcha, client.ip);
      const user = await users.findByEmail(input.username.trim());
      if (!user) {
        await verifyPassword(await decoyPasswordHash(), input.password);
        throw await failedSignIn(client.ip, undefined, serverMessages.invalidCredentials);
      }
      const knownBrowser = await knownBrowsers.admit(user.id, cookieHeader);
      if (!knownBrowser) passwordLock.refuseWhileLocked(user);
      if (!(await verifyPassword(user.passwordHash, input.password))) {
        throw await failedSignIn(client.ip, user.id, serverMessages.invalidCredentials, knownBrowser);
      }
      if (!user.emailVerifiedAt) throw new ForbiddenError(serverMessages.verifyFirst);
      const cookies: SignInCookie[] = [];
      if (user.twoFactorEnabled && user.twoFactorSecret) {
        const attempt = { code: input.twoFactorCode, cookieHeader, userAgent: client.userAgent };
        const outcome = await twoFactorCheck.atSignIn(user, user.twoFactorSecret, attempt);
        if (outcome.kind === 'codeRequired') {
          if (knownBrowser) await knownBrowsers.passwordRight(knownBrowser);
          const { ticket, cookie } = await twoStepTickets.issue(user.id);
          return {
            body: { twoFactorCodeRequired: true, message: serverMessages.twoFactorRequired, twoFactorTicket: ticket },
            cookies: [cookie],
          };
        }
        if (outcome.kind === 'refused') throw await failedSignIn(client.ip, user.id, serverMessages.invalidTwoFactorCode, knownBrowser);
        if (outcome.rememberBrowser) cookies.push(outcome.rememberBrowser);
      }
      return completeSignIn(user, client, cookieHeader, knownBrowser, cookies);
    },

    /**
     * The second step with the ticket of the password step (decision 0025), which stands in for the password and the
     * captcha. A wrong code counts as a wrong password does (account or known browser, and the address). Each attempt
     * takes the ticket while it runs, so a parallel attempt is refused before it can spend a code; one that does not
     * sign in gives it back, and the ticket lasts until it runs out or signs in.
     */
    async loginTwoStep(
      input: { username: string; twoFactorTicket: string; twoFactorCode: string },
      client: ClientInfo,
      cookieHeader?: string,
    ): Promise<LoginOutcome<LoginSuccess>> {
      await addressLock.refuseWhileLocked(client.ip);
      const ticketInvalid = () => new ValidationError(serverMessages.twoStepTicketInvalid);
      const user = await users.findByEmail(input.username.trim());
      if (!user?.twoFactorEnabled || !user.twoFactorSecret) throw ticketInvalid();
      const ticket = await twoStepTickets.take({ userId: user.id, ticket: input.twoFactorTicket, cookieHeader });
      if (!ticket) throw ticketInvalid();
      let signedIn = false;
      try {
        const knownBrowser = await knownBrowsers.admit(user.id, cookieHeader);
        if (!knownBrowser) passwordLock.refuseWhileLocked(user);
        const attempt = { code: input.twoFactorCode, cookieHeader, userAgent: client.userAgent };
        const outcome = await twoFactorCheck.atSignIn(user, user.twoFactorSecret, attempt);
        if (outcome.kind !== 'passed') throw await failedSignIn(client.ip, user.id, serverMessages.invalidTwoFactorCode, knownBrowser);
        const cookies = [twoStepTickets.spentCookie(user.id), ...(outcome.rememberBrowser ? [outcome.rememberBrowser] : [])];
        const success = await completeSignIn(user, client, cookieHeader, knownBrowser, cookies);
        signedIn = true;
        return success;
      } finally {
        if (!signedIn) await ticket.giveBack();
      }
    },

    async logout(sessionId: string) {
      await sessions.delete(sessionId);
      onSessionEnded?.(sessionId);
      return { message: serverMessages.signedOut };
    },

    /**
     * Both public mail forms answer alike and at once, whether the address has an account or not; finding the account
     * and mailing it happen after the answer (backgroundWork).
     */
    async forgotPassword(input: { email: string; captcha?: string }, client: ClientInfo) {
      await requireCaptcha(input.captcha, client.ip);
      backgroundWork.start('password reset mail failed', {}, async () => {
        const user = await users.findByEmail(input.email);
        if (!user || !(await mailQuota.allows('reset_password', user.id))) return;
        await mailAccountLink(user, 'reset_password', RESET_TOKEN_LIFETIME_MS, (to, name, token) =>
          passwordResetMail(mailContext, to, name, token),
        );
      });
      return { message: messages.emailSent };
    },

    async resendVerification(input: { email: string }) {
      backgroundWork.start('verification mail failed', {}, async () => {
        const user = await users.findByEmail(input.email);
        if (user && !user.emailVerifiedAt && (await mailQuota.allows('verify_email', user.id))) await sendVerification(user);
      });
      return { message: messages.verificationSent };
    },

    /**
     * Proves a mailbox: a new account's address, or the new address of an email change (decision 0010), for whoever
     * holds the account (`assertOpenerHoldsAccount`). Only then do the shares waiting for the address reach it.
     */
    async verifyEmail(token: string, opener: LinkOpener, client: ClientInfo) {
      const purposes = ['verify_email', 'change_email'] as const;
      const tokenHash = hashToken(token);
      const found = await tokens.find(tokenHash, purposes, clock.now());
      if (!found) throw new ValidationError(serverMessages.tokenInvalid);
      await assertOpenerHoldsAccount(found, opener, client.ip);
      const used = await tokens.consume(tokenHash, purposes, clock.now());
      if (!used) throw new ValidationError(serverMessages.tokenInvalid);
      const changingEmail = used.purpose === 'change_email';
      if (changingEmail) await completeEmailChange(used.userId, used.email);
      else await verifyEmailAddress(used.userId);
      await invitations.attachWaiting(used.userId);
      return { message: changingEmail ? accountMessages.emailChanged : serverMessages.emailVerified };
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
      const user = await users.findById(used.userId);
      if (user) await tellPasswordChanged(user);
      return { message: messages.passwordChanged };
    },

    /** A one-time code that opens the portal signed in, for a link (the phone app's "open in browser"). */
    async createSessionLink(userId: string): Promise<Payload<SessionLinkResponse>> {
      const { token, stored } = newLinkToken(clock.now(), SESSION_LINK_LIFETIME_MS);
      await tokens.replace(userId, 'session_link', stored);
      return { code: token, expiresAt: stored.expiresAt.toISOString() };
    },

    /** Uses a session link's code up and opens a session of its own; the link's session is never the caller's. */
    async exchangeSessionLink(code: string, client: ClientInfo): Promise<Payload<LoginSuccess>> {
      const used = await tokens.consume(hashToken(code), ['session_link'], clock.now());
      const user = used && (await users.findById(used.userId));
      if (!user?.emailVerifiedAt) throw new UnauthorizedError(sessionLinkMessages.invalid);
      const { authHeader, session } = await startSession(user, client);
      const view = await viewOf(user);
      return { ...view, authHeader, session, user: view };
    },

    /** The user behind a session token, or undefined when the session is unknown or over. */
    async authenticate(token: string | undefined) {
      if (!token || token.length > 200) return undefined;
      return sessions.findActive(hashToken(token), clock.now());
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
