/**
 * Work a request starts but does not wait for: it begins once the answer is written (setImmediate runs after the
 * reply of the current turn goes out), so its cost never shows in how long the answer took, and its failure is
 * logged, never answered. `idle()` waits until none is under way: shutdown, tests and the dev mailbox use it.
 */
export function createBackgroundWork(log: { error(details: object, message: string): void }) {
  const underWay = new Set<Promise<void>>();
  return {
    start(failureMessage: string, details: object, task: () => Promise<void>): void {
      const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error({ err: error, ...details }, failureMessage))
        .finally(() => underWay.delete(running));
      underWay.add(running);
    },
    async idle(): Promise<void> {
      while (underWay.size > 0) await Promise.all(underWay);
    },
  };
}

export type BackgroundWork = ReturnType<typeof createBackgroundWork>;
