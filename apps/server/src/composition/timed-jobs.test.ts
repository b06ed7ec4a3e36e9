import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SILENT_CHECK_START_GRACE_MS, startTimedJobs } from './timed-jobs.js';

const MINUTE = 60_000;

function jobsApp() {
  const done = () => vi.fn(async () => 0);
  return {
    timedJobs: {
      warnExpiringCards: done(),
      pruneNotifications: done(),
      pruneHistory: done(),
      checkSilentDevices: done(),
      handlePaymentEvents: done(),
      reconcilePayments: vi.fn(async () => ({})),
      prunePaymentEvents: done(),
      leaseJob: vi.fn(async () => true),
    },
    log: { error: vi.fn() },
  };
}

describe('timed jobs', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('run at start, except the silent-device check, which waits its grace and then runs every minute', async () => {
    const app = jobsApp();
    const stop = startTimedJobs(app);
    const { checkSilentDevices, pruneHistory } = app.timedJobs;
    expect(pruneHistory).toHaveBeenCalledTimes(1);
    expect(checkSilentDevices).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(SILENT_CHECK_START_GRACE_MS - 1);
    expect(checkSilentDevices).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(checkSilentDevices).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3 * MINUTE);
    expect(checkSilentDevices).toHaveBeenCalledTimes(4);

    stop();
    await vi.advanceTimersByTimeAsync(2 * 3600_000);
    expect(checkSilentDevices).toHaveBeenCalledTimes(4);
    expect(pruneHistory).toHaveBeenCalledTimes(1);
  });

  it('stopped during the grace, never run the silent-device check', async () => {
    const app = jobsApp();
    startTimedJobs(app)();
    await vi.advanceTimersByTimeAsync(SILENT_CHECK_START_GRACE_MS + 5 * MINUTE);
    expect(app.timedJobs.checkSilentDevices).not.toHaveBeenCalled();
  });

  it('log a failed run and keep running', async () => {
    const app = jobsApp();
    const failure = new Error('database gone');
    app.timedJobs.checkSilentDevices.mockRejectedValueOnce(failure);
    const stop = startTimedJobs(app);
    await vi.advanceTimersByTimeAsync(SILENT_CHECK_START_GRACE_MS + MINUTE);
    expect(app.log.error).toHaveBeenCalledWith({ err: failure }, 'could not check for silent devices');
    expect(app.timedJobs.checkSilentDevices).toHaveBeenCalledTimes(2);
    stop();
  });

  it('run the reconciliation only in the process that takes its lease for the hour', async () => {
    const app = jobsApp();
    app.timedJobs.leaseJob.mockResolvedValueOnce(false);
    const stop = startTimedJobs(app);
    await vi.advanceTimersByTimeAsync(0);
    expect(app.timedJobs.leaseJob).toHaveBeenCalledWith('reconcile-payments', 3240);
    expect(app.timedJobs.reconcilePayments).not.toHaveBeenCalled();
    expect(app.timedJobs.handlePaymentEvents).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3600_000);
    expect(app.timedJobs.reconcilePayments).toHaveBeenCalledTimes(1);
    stop();
  });
});
