import type { App } from '../app.js';

interface TimedJob {
  everyMs: number;
  run: () => Promise<unknown>;
  failure: string;
}

/**
 * The server's timed work, each job at start and then at its interval: the mails about cards that expire soon
 * (each card is told about once), the pruning of old notifications and of history past its retention, and the check
 * for devices that stopped reporting. Answers a stop.
 */
export function startTimedJobs(app: App): () => void {
  const jobs: TimedJob[] = [
    { everyMs: 6 * 3600_000, run: app.timedJobs.warnExpiringCards, failure: 'could not check for expiring cards' },
    { everyMs: 3600_000, run: app.timedJobs.pruneNotifications, failure: 'could not prune old notifications' },
    { everyMs: 3600_000, run: app.timedJobs.pruneHistory, failure: 'could not prune history past its retention' },
    { everyMs: 60_000, run: app.timedJobs.checkSilentDevices, failure: 'could not check for silent devices' },
  ];
  const timers = jobs.map(({ everyMs, run, failure }) => {
    const runOnce = () => void run().catch((error: unknown) => app.log.error({ err: error }, failure));
    const timer = setInterval(runOnce, everyMs);
    timer.unref();
    runOnce();
    return timer;
  });
  return () => timers.forEach(clearInterval);
}
