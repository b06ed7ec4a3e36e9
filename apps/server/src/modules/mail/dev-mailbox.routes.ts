import { z } from 'zod';
import { devKeyQuery, guardDevelopmentScope } from '../../http/local-request.js';
import type { RouteRateLimit } from '../../http/rate-limit.js';
import type { ApiApp } from '../../http/types.js';
import type { BackgroundWork } from '../../lib/background-work.js';
import type { OutboxRepository } from './outbox.repository.js';
import { renderMailbox } from './dev-mailbox.page.js';

const messageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
});

export interface DevMailboxDeps {
  outbox: OutboxRepository;
  productName: string;
  backgroundWork: BackgroundWork;
  /** This start's key of the development routes. */
  key: string;
  rateLimit: RouteRateLimit;
}

/**
 * The local mail adapter's inbox, for a newcomer and the e2e tests to follow verification and reset links.
 * Registered only outside production and only when mail goes to the outbox, in a scope of its own: the outbox holds
 * live reset links, so only someone on this machine with this start's key may read it.
 */
export async function devMailboxRoutes(app: ApiApp, { outbox, productName, backgroundWork, key, rateLimit }: DevMailboxDeps) {
  guardDevelopmentScope(app, key);
  const query = z.strictObject({ limit: z.coerce.number().int().min(1).max(200).default(50), ...devKeyQuery });
  // Mails are sent after the answer that caused them; the mailbox shows them once they are all in.
  const latest = async (limit: number) => {
    await backgroundWork.idle();
    return outbox.latest(limit);
  };

  app.get('/dev/mailbox/messages', {
    schema: { hide: true, querystring: query, response: { 200: z.array(messageSchema) } },
    config: { rateLimit },
    handler: async (request) =>
      (await latest(request.query.limit)).map((row) => ({
        id: row.id,
        to: row.recipient,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        createdAt: row.createdAt.toISOString(),
      })),
  });

  app.get('/dev/mailbox', {
    schema: { hide: true, querystring: query },
    config: { rateLimit },
    handler: async (request, reply) =>
      reply.type('text/html').header('cache-control', 'no-store').send(renderMailbox(productName, await latest(request.query.limit))),
  });
}
