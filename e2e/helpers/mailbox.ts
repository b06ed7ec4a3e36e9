import { expect } from '@playwright/test';
import { baseUrl, devRoutesKey } from './env.js';

/** One message of the dev mailbox (GET /dev/mailbox/messages with the server's key, newest first). */
export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

export async function mailboxMessages(): Promise<MailboxMessage[]> {
  const response = await fetch(`${baseUrl()}/dev/mailbox/messages?limit=200&key=${encodeURIComponent(devRoutesKey())}`);
  if (!response.ok) throw new Error(`GET /dev/mailbox/messages answered ${response.status}`);
  return (await response.json()) as MailboxMessage[];
}

/** Waits for the newest message to `to` whose subject matches, and answers it. */
export async function waitForMail(to: string, subject: RegExp): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailboxMessages()).find((m) => m.to.toLowerCase() === to.toLowerCase() && subject.test(m.subject));
        return Boolean(found);
      },
      { message: `a mail to ${to} with a subject matching ${subject}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/**
 * The first link in a mail's text whose path is `path` (e.g. '/login' for the verification link, '/reset' for
 * the reset link), moved onto BASE_URL in case the server's PUBLIC_URL names another origin.
 */
export function linkIn(message: MailboxMessage, path: string): URL {
  for (const match of message.text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === path) return new URL(`${url.pathname}${url.search}`, baseUrl());
  }
  throw new Error(`No ${path} link in the mail "${message.subject}":\n${message.text}`);
}
