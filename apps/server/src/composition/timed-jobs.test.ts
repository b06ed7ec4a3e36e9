import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SILENT_CHECK_START_GRACE_MS, startTimedJobs, TIMED_JOBS, type TimedJobName } from './timed-jobs.js';

const MINUTE = 60_000;

function jobsApp() {
  return {
    timedJobs: { turn: vi.fn(async (_name: TimedJobName) => ({ ran: true, result: 0 })) },
    log: { error: vi.fn() },
  };
}
const turnsOf = (app: ReturnType<typeof jobsApp>, name: TimedJobName) =>
  app.timedJobs.turn.mock.calls.filter(([called]) => called === name).length;

describe('timed jobs', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('take a turn at start, except the silent-device check, which waits its grace and then takes one every minute', async () => {
    const app = jobsApp();
    const stop = startTimedJobs(app);
    const atStart = Object.keys(TIMED_JOBS).filter((name) => name !== 'check-silent-devices');
    expect(app.timedJobs.turn.mock.calls.map(([name]) => name)).toEqual(atStart);

    await vi.advanceTimersByTimeAsync(SILENT_CHECK_START_GRACE_MS - 1);
    expect(turnsOf(app, 'check-silent-devices')).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(turnsOf(app, 'check-silent-devices')).toBe(1);
    await vi.advanceTimersByTimeAsync(3 * MINUTE);
    expect(turnsOf(app, 'check-silent-devices')).toBe(4);
    expect(turnsOf(app, 'prune-history')).toBe(1);
    expect(turnsOf(app, 'end-live-tracking')).toBe(1 + (SILENT_CHECK_START_GRACE_MS + 3 * MINUTE) / 15_000);

    stop();
    await vi.advanceTimersByTimeAsync(2 * 3600_000);
    expect(turnsOf(app, 'check-silent-devices')).toBe(4);
    expect(turnsOf(app, 'prune-history')).toBe(1);
  });

  it('stopped during the grace, never run the silent-device check', async () => {
    const app = jobsApp();
    startTimedJobs(app)();
    await vi.advanceTimersByTimeAsync(SILENT_CHECK_START_GRACE_MS + 5 * MINUTE);
    expect(turnsOf(app, 'check-silent-devices')).toBe(0);
  });

  it('log a failed turn and keep taking turns', async () => {
    const app = jobsApp();
    const failure = new Error('database gone');
    app.timedJobs.turn.mockImplementation(async (name) => {
      if (name === 'check-silent-devices' && turnsOf(app, name) === 1) throw failure;
      return { ran: true, result: 0 };
    });
    const stop = startTimedJobs(app);
    await vi.advanceTimersByTimeAsync(SILENT_CHECK_START_GRACE_MS + MINUTE);
    expect(app.log.error).toHaveBeenCalledWith({ err: failure }, 'could not check for silent devices');
    expect(turnsOf(app, 'check-silent-devices')).toBe(2);
    stop();
  });
});
