import { z } from 'zod';
import type { ApiApp } from '../../http/types.js';
import type { BackgroundWork } from '../../lib/background-work.js';
import type { OutboxRepository } from './outbox.repository.js';
import { renderMailbox } from './dev-mailbox.page.js';
import { NotFoundError } from '../../errors.js';
import { isFromThisMachine } from '../../http/local-request.js';

const messageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
});

/**
 * The local mail adapter's inbox, for a newcomer and the e2e tests to follow verification and reset links.
 * Registered only outside production and only when mail goes to the outbox, in a scope of its own: its guard is a
 * hook of these routes, so it runs for every request they answer, however the URL was spelled.
 */
export async function devMailboxRoutes(
  app: ApiApp,
  { outbox, productName, backgroundWork }: { outbox: OutboxRepository; productName: string; backgroundWork: BackgroundWork },
) {
  // The outbox holds live reset links: only someone on this machine may read it.
  app.addHook('onRequest', async (request) => {
    if (!isFromThisMachine(request)) throw new NotFoundError();
  });
  const query = z.strictObject({ limit: z.coerce.number().int().min(1).max(200).default(50) });
  // Mails are sent after the answer that caused them; the mailbox shows them once they are all in.
  const latest = async (limit: number) => {
    await backgroundWork.idle();
    return outbox.latest(limit);
  };

  app.get('/dev/mailbox/messages', {
    schema: { hide: true, querystring: query, response: { 200: z.array(messageSchema) } },
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
    handler: async (request, reply) =>
      reply.type('text/html').header('cache-control', 'no-store').send(renderMailbox(productName, await latest(request.query.limit))),
  });
}
