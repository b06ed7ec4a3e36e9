import type { Redis } from 'ioredis';
import type { Clock } from '../adapters/clock.js';

/** Where counts live: in Redis when several server processes share it, else in this process's memory. */
export interface CountStore {
  /** Adds `by` (one unless said) to `key`, which is forgotten `ttlMs` later; answers the new count. */
  increment(key: string, ttlMs: number, by?: number): Promise<number>;
  /** Adds one to each of `keys` at once (one round trip to Redis); answers their new counts, in order. */
  incrementEach(keys: string[], ttlMs: number): Promise<number[]>;
  /** The count of `key`; 0 when there is none. */
  read(key: string): Promise<number>;
}

/** How often the memory store drops expired counts: whenever it has doubled since the last sweep. */
const FIRST_SWEEP_AT = 1024;

export function memoryCountStore(clock: Clock): CountStore {
  const counts = new Map<string, { count: number; expiresAt: number }>();
  let sweepAt = FIRST_SWEEP_AT;
  const live = (key: string, now: number) => {
    const entry = counts.get(key);
    return entry && entry.expiresAt > now ? entry : undefined;
  };
  const increment = (key: string, ttlMs: number, by: number) => {
    const now = clock.now().getTime();
    const entry = live(key, now) ?? { count: 0, expiresAt: now + ttlMs };
    entry.count += by;
    counts.set(key, entry);
    if (counts.size >= sweepAt) {
      for (const [stale, { expiresAt }] of counts) if (expiresAt <= now) counts.delete(stale);
      sweepAt = Math.max(FIRST_SWEEP_AT, counts.size * 2);
    }
    return entry.count;
  };
  return {
    async increment(key, ttlMs, by = 1) {
      return increment(key, ttlMs, by);
    },
    async incrementEach(keys, ttlMs) {
      return keys.map((key) => increment(key, ttlMs, 1));
    },
    async read(key) {
      return live(key, clock.now().getTime())?.count ?? 0;
    },
  };
}

/**
 * Counts in Redis under `prefix`, shared by every process on it. A Redis fault counts nothing and is logged, like the
 * request limits (skipOnError): the portal stays usable, and the per-account lock, kept in the database, still holds.
 */
export function redisCountStore(redis: Redis, prefix: string, log: { warn(details: object, message: string): void }): CountStore {
  const failOpen = (error: unknown) => {
    log.warn({ err: error }, 'rate-limit Redis error: nothing counted');
    return 0;
  };
  return {
    async increment(key, ttlMs, by = 1) {
      try {
        const results = await redis
          .multi()
          .incrby(prefix + key, by)
          .pexpire(prefix + key, ttlMs)
          .exec();
        const [error, count] = results?.[0] ?? [null, 0];
        if (error) throw error;
        return Number(count);
      } catch (error) {
        return failOpen(error);
      }
    },
    async incrementEach(keys, ttlMs) {
      if (keys.length === 0) return [];
      try {
        const batch = redis.multi();
        for (const key of keys) batch.incr(prefix + key).pexpire(prefix + key, ttlMs);
        const results = (await batch.exec()) ?? [];
        return keys.map((_key, index) => {
          const [error, count] = results[index * 2] ?? [null, 0];
          if (error) throw error;
          return Number(count);
        });
      } catch (error) {
        const nothing = failOpen(error);
        return keys.map(() => nothing);
      }
    },
    async read(key) {
      return Number(await redis.get(prefix + key).catch(failOpen));
    },
  };
}

export interface WindowCount {
  count: number;
  /** Until the window ends and counting starts again from nothing. */
  secondsLeft: number;
}

/**
 * Counts events per key in fixed windows of the app's clock (so tests move them with a fake clock, in memory and in
 * Redis alike): a window's counts live under a key of their own and are simply forgotten when it ends.
 */
export function createWindowCounter({ store, clock, name, windowMs }: { store: CountStore; clock: Clock; name: string; windowMs: number }) {
  const window = () => {
    const now = clock.now().getTime();
    const index = Math.floor(now / windowMs);
    return { keyOf: (key: string) => `${name}:${index}:${key}`, msLeft: (index + 1) * windowMs - now };
  };
  return {
    async read(key: string): Promise<WindowCount> {
      const { keyOf, msLeft } = window();
      return { count: await store.read(keyOf(key)), secondsLeft: msLeft / 1000 };
    },
    /** Adds `by` (one unless said) to the key's count in the current window. */
    async add(key: string, by?: number): Promise<WindowCount> {
      const { keyOf, msLeft } = window();
      return { count: await store.increment(keyOf(key), msLeft, by), secondsLeft: msLeft / 1000 };
    },
    /** Adds one to each key's count in the current window, all at once; answers each key's count, in order. */
    async addEach(keys: string[]): Promise<WindowCount[]> {
      const { keyOf, msLeft } = window();
      const counts = await store.incrementEach(keys.map(keyOf), msLeft);
      return counts.map((count) => ({ count, secondsLeft: msLeft / 1000 }));
    },
  };
}

export type WindowCounter = ReturnType<typeof createWindowCounter>;
