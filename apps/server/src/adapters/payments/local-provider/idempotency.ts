import { createHash } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { localStripeIdempotency } from '../../../db/schema/index.js';
import { LocalStripeError } from './types.js';

const KEPT_SECONDS = 24 * 3600;

export interface IdempotentRequest {
  key: string;
  digest: string;
}

export interface StoredAnswer {
  status: number;
  body: unknown;
}

export function idempotentRequest(key: string, method: string, path: string, rawBody: string): IdempotentRequest {
  return { key, digest: createHash('sha256').update(`${method} ${path}\n${rawBody}`).digest('hex') };
}

/** The answer kept for the key, if the same request was made with it in the last day; another request is refused. */
export async function replay(tx: Database, request: IdempotentRequest, now: number): Promise<StoredAnswer | undefined> {
  await tx.delete(localStripeIdempotency).where(lt(localStripeIdempotency.created, now - KEPT_SECONDS));
  const [kept] = await tx.select().from(localStripeIdempotency).where(eq(localStripeIdempotency.key, request.key));
  if (!kept) return undefined;
  if (kept.requestDigest !== request.digest) {
    throw new LocalStripeError(
      400,
      'idempotency_error',
      'Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than ' +
        `'${request.key}' if you meant to execute a different request.`,
    );
  }
  return { status: kept.status, body: kept.body };
}

export async function remember(
  tx: Database,
  request: IdempotentRequest,
  answer: StoredAnswer,
  now: number,
): Promise<void> {
  await tx
    .insert(localStripeIdempotency)
    .values({
      key: request.key,
      requestDigest: request.digest,
      status: answer.status,
      body: answer.body,
      created: now,
    });
}
