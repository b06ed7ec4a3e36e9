import type { Clock } from '../../adapters/clock.js';
import { hashToken, newOpaqueToken } from '../../lib/secrets.js';
import type { AuthTokensRepository } from './auth-tokens.repository.js';
import { readCookie, twoStepCookieName, type SignInCookie } from '../../http/sign-in-cookies.js';

/** How long a ticket works: time to open the authenticator app, not to come back later. */
export const TWO_STEP_TICKET_LIFETIME_MS = 5 * 60_000;

export interface TwoStepTicketsDeps {
  tokens: Pick<AuthTokensRepository, 'replace' | 'consume' | 'restore'>;
  clock: Clock;
}

/** A ticket as the second step presents it: for this account, with the cookies of the browser that sends it. */
export interface PresentedTicket {
  userId: string;
  ticket: string;
  cookieHeader: string | undefined;
}

/**
 * The tickets of sign-ins awaiting their second step (decision 0025). Once the password step has accepted the
 * captcha and the password, it hands the browser a ticket in its answer and a key in a cookie no script reads; the
 * second step presents both with the code, instead of the password and a new captcha. Only the hash of ticket and key
 * together is stored, so a ticket works only from the browser that got it. An account has one at a time (a newer
 * password step replaces it), for five minutes, and the sign-in it completes uses it up; a wrong code leaves it, and
 * is counted as a wrong password is.
 */
export function createTwoStepTickets({ tokens, clock }: TwoStepTicketsDeps) {
  const storedHash = ({ userId, ticket, cookieHeader }: PresentedTicket) => {
    const key = readCookie(cookieHeader, twoStepCookieName(userId));
    return key === undefined ? undefined : hashToken(`${ticket}.${key}`);
  };

  return {
    async issue(userId: string): Promise<{ ticket: string; cookie: SignInCookie }> {
      const ticket = newOpaqueToken();
      const key = newOpaqueToken();
      const expiresAt = new Date(clock.now().getTime() + TWO_STEP_TICKET_LIFETIME_MS);
      await tokens.replace(userId, 'two_step', { hash: hashToken(`${ticket}.${key}`), expiresAt });
      return { ticket, cookie: { name: twoStepCookieName(userId), token: key, maxAgeSeconds: TWO_STEP_TICKET_LIFETIME_MS / 1000 } };
    },

    /**
     * Takes the ticket for one attempt at the code, so that two attempts cannot both spend a code on it; `giveBack`
     * returns it, with its own end, after an attempt that did not sign in. Null when the ticket is not the account's,
     * has run out, is taken by another attempt or comes without its key.
     */
    async take(presented: PresentedTicket): Promise<{ giveBack: () => Promise<void> } | null> {
      const hash = storedHash(presented);
      if (hash === undefined) return null;
      const taken = await tokens.consume(hash, ['two_step'], clock.now(), presented.userId);
      if (!taken) return null;
      return { giveBack: () => tokens.restore(taken.userId, 'two_step', { hash, expiresAt: taken.expiresAt }) };
    },

    /** The cookie that takes the key away from the browser once its ticket is used. */
    spentCookie(userId: string): SignInCookie {
      return { name: twoStepCookieName(userId), token: '', maxAgeSeconds: 0 };
    },
  };
}

export type TwoStepTickets = ReturnType<typeof createTwoStepTickets>;
