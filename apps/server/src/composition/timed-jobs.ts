const MINUTE_MS = 60_000;
const HOUR_MS = 3600_000;

/**
 * How long after a start the silent-device check first runs. While the server was down no device could reach it, so
 * a device due then may be silent only to us: it gets this long to report (trackers send what they kept) before it is
 * told.
 */
export const SILENT_CHECK_START_GRACE_MS = 10 * MINUTE_MS;

/** The work of the timed jobs, as the app holds it (`app.timedJobs`); each answers what it did. */
export interface TimedWork {
  warnExpiringCards(): Promise<number>;
  pruneNotifications(): Promise<number>;
  pruneHistory(): Promise<number>;
  checkSilentDevices(): Promise<number>;
  handlePaymentEvents(): Promise<number>;
  reconcilePayments(): Promise<object>;
  prunePaymentEvents(): Promise<number>;
  settleWaitingTransfers(): Promise<object>;
  sweepExpired(): Promise<void>;
  endLiveTracking(): Promise<number>;
}

interface TimedJob {
  everyMs: number;
  /** How long after the start the first run waits; at once when not given. */
  firstAfterMs?: number;
  work: keyof TimedWork;
  failure: string;
}

/**
 * The server's timed jobs by name, each run in one process at a time across processes (decision 0064): the mails
 * about cards that expire soon (each card is told about once), the pruning of old notifications and of history past
 * its retention, the check for devices that stopped reporting, the sweep of payment events received but not handled,
 * the reconciliation with the payment provider (decision 0053), the pruning of the payment events handled past their
 * retention (decision 0057), the transfers waiting for their receivers (moved once verified, cancelled and refunded
 * after their days, decision 0084), and the housekeeping: the sweep of what has expired and the end of live tracking past
 * its duration.
 */
export const TIMED_JOBS = {
  'warn-expiring-cards': {
    everyMs: 6 * HOUR_MS,
    work: 'warnExpiringCards',
    failure: 'could not check for expiring cards',
  },
  'prune-notifications': { everyMs: HOUR_MS, work: 'pruneNotifications', failure: 'could not prune old notifications' },
  'prune-history': { everyMs: HOUR_MS, work: 'pruneHistory', failure: 'could not prune history past its retention' },
  'check-silent-devices': {
    everyMs: MINUTE_MS,
    firstAfterMs: SILENT_CHECK_START_GRACE_MS,
    work: 'checkSilentDevices',
    failure: 'could not check for silent devices',
  },
  'handle-payment-events': {
    everyMs: MINUTE_MS,
    work: 'handlePaymentEvents',
    failure: 'could not handle the payment events left',
  },
  'reconcile-payments': {
    everyMs: HOUR_MS,
    work: 'reconcilePayments',
    failure: 'could not reconcile payments with the provider',
  },
  'prune-payment-events': {
    everyMs: HOUR_MS,
    work: 'prunePaymentEvents',
    failure: 'could not prune the payment events handled',
  },
  'settle-waiting-transfers': {
    everyMs: HOUR_MS,
    work: 'settleWaitingTransfers',
    failure: 'could not settle the transfers waiting for their receivers',
  },
  'sweep-expired': { everyMs: HOUR_MS, work: 'sweepExpired', failure: 'could not delete what has expired' },
  'end-live-tracking': {
    everyMs: 15_000,
    work: 'endLiveTracking',
    failure: 'could not end live tracking past its duration',
  },
} as const satisfies Record<string, TimedJob>;

export type TimedJobName = keyof typeof TIMED_JOBS;

/**
 * Schedules every timed job's turn: at start (the silent-device check after its grace) and then at its interval. A
 * turn runs the job only in the process that holds its lease (`turn`, job-turns.ts). Answers a stop.
 */
export function startTimedJobs(app: {
  timedJobs: { turn(name: TimedJobName): Promise<unknown> };
  log: { error(details: object, message: string): void };
}) {
  const timers: NodeJS.Timeout[] = [];
  const keep = (timer: NodeJS.Timeout) => timers.push(timer.unref());
  for (const [name, job] of Object.entries(TIMED_JOBS) as [TimedJobName, TimedJob][]) {
    const runOnce = () =>
      void app.timedJobs.turn(name).catch((error: unknown) => app.log.error({ err: error }, job.failure));
    const start = () => {
      runOnce();
      keep(setInterval(runOnce, job.everyMs));
    };
    if (job.firstAfterMs === undefined) start();
    else keep(setTimeout(start, job.firstAfterMs));
  }
  return (): void => timers.forEach((timer) => clearTimeout(timer));
}
