/**
 * Lookups by key that arrive together share one read, as the position pipeline's reports share one commit: a lookup
 * waits while a read is running, and the next read takes every key waiting (up to `maxKeys`). Each lookup still reads
 * the database as it is when its read runs; nothing is cached. Many reports in flight cost a few queries instead of
 * one each.
 */
export function createBatchedLookup<V>(readMany: (keys: string[]) => Promise<Map<string, V>>, maxKeys = 1000) {
  interface Waiting {
    key: string;
    resolve: (value: V | undefined) => void;
    reject: (error: unknown) => void;
  }
  let waiting: Waiting[] = [];
  let running: Promise<void> | null = null;

  async function run(): Promise<void> {
    // The lookups of this turn of the event loop join the first read.
    await new Promise((resolve) => setImmediate(resolve));
    while (waiting.length > 0) {
      const group = waiting.slice(0, maxKeys);
      waiting = waiting.slice(maxKeys);
      try {
        const found = await readMany([...new Set(group.map((lookup) => lookup.key))]);
        for (const lookup of group) lookup.resolve(found.get(lookup.key));
      } catch (error) {
        for (const lookup of group) lookup.reject(error);
      }
    }
    running = null;
  }

  return (key: string): Promise<V | undefined> =>
    new Promise<V | undefined>((resolve, reject) => {
      waiting.push({ key, resolve, reject });
      running ??= run();
    });
}
