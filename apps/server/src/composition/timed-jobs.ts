import type { App } from '../app.js';

interface TimedJob {
  everyMs: number;
  /** How long after the start the first run waits; at once when not given. */
  firstAfterMs?: number;
  /** A job one process of several runs per interval: the name of its lease. */
  onceAcross?: string;
  run: () => Promise<unknown>;
  failure: string;
}

/** A job run once per interval across processes holds its lease a little less than the interval, so its next turn finds it free. */
const leaseSecondsOf = (everyMs: number) => Math.max(1, Math.floor((everyMs * 0.9) / 1000));

/**
 * How long after a start the silent-device check first runs. While the server was down no device could reach it, so
 * a device due then may be silent only to us: it gets this long to report (trackers send what they kept) before it is
 * told.
 */
export const SILENT_CHECK_START_GRACE_MS = 10 * 60_000;

/**
 * The server's timed work, each job at start (the silent-device check after its grace) and then at its interval: the
 * mails about cards that expire soon (each card is told about once), the pruning of old notifications and of history
 * past its retention, the check for devices that stopped reporting, the sweep of payment events received but not
 * handled (each event is claimed, so every process may sweep), the hourly reconciliation with the payment provider,
 * which one process of several runs (decision 0053), and the pruning of the payment events handled past their
 * retention (decision 0057). Answers a stop.
 */
export function startTimedJobs(
  app: Pick<App, 'timedJobs'> & { log: { error(details: object, message: string): void } },
) {
  const jobs: TimedJob[] = [
    { everyMs: 6 * 3600_000, run: app.timedJobs.warnExpiringCards, failure: 'could not check for expiring cards' },
    { everyMs: 3600_000, run: app.timedJobs.pruneNotifications, failure: 'could not prune old notifications' },
    { everyMs: 3600_000, run: app.timedJobs.pruneHistory, failure: 'could not prune history past its retention' },
    {
      everyMs: 60_000,
      firstAfterMs: SILENT_CHECK_START_GRACE_MS,
      run: app.timedJobs.checkSilentDevices,
      failure: 'could not check for silent devices',
    },
    { everyMs: 60_000, run: app.timedJobs.handlePaymentEvents, failure: 'could not handle the payment events left' },
    {
      everyMs: 3600_000,
      onceAcross: 'reconcile-payments',
      run: app.timedJobs.reconcilePayments,
      failure: 'could not reconcile payments with the provider',
    },
    { everyMs: 3600_000, run: app.timedJobs.prunePaymentEvents, failure: 'could not prune the payment events handled' },
  ];
  const timers: NodeJS.Timeout[] = [];
  const keep = (timer: NodeJS.Timeout) => timers.push(timer.unref());
  for (const { everyMs, firstAfterMs, onceAcross, run, failure } of jobs) {
    const turn = async () => {
      if (onceAcross && !(await app.timedJobs.leaseJob(onceAcross, leaseSecondsOf(everyMs)))) return;
      await run();
    };
    const runOnce = () => void turn().catch((error: unknown) => app.log.error({ err: error }, failure));
    const start = () => {
      runOnce();
      keep(setInterval(runOnce, everyMs));
    };
    if (firstAfterMs === undefined) start();
    else keep(setTimeout(start, firstAfterMs));
  }
  return (): void => timers.forEach((timer) => clearTimeout(timer));
}
