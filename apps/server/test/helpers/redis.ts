import { Redis } from 'ioredis';

/** The tests' Redis: TEST_REDIS_URL, or the local one. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A client that gives up at once: for asking whether Redis is there, and for a Redis that is not. */
export const impatientRedis = (url: string) =>
  new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null }).on(
    'error',
    () => undefined,
  );

/** Whether Redis at `url` answers PING. */
export async function redisAnswers(url: string): Promise<boolean> {
  const client = impatientRedis(url);
  try {
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}
