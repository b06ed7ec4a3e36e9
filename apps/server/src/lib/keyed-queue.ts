/**
 * Runs tasks of the same key one after the other in this process (tasks of other keys run alongside): what a task reads
 * and then writes is never overtaken by a later task of its key.
 */
export function createKeyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return function inTurn<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.then(task, task);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
}
