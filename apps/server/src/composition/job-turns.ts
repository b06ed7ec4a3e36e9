import { randomUUID } from 'node:crypto';
import type { Clock } from '../adapters/clock.js';
import type { JobLeasesRepository } from '../db/job-leases.js';
import { TIMED_JOBS, type TimedJobName, type TimedWork } from './timed-jobs.js';

/**
 * What a turn did: ran the job in this process, with what the job answered, or not (another process holds the job, or
 * its last run here is not over).
 */
export type JobTurn = { ran: true; result: unknown } | { ran: false };

/**
 * How long a job's lease lasts from a turn. The holder renews it at every turn, so it lapses only when its holder is
 * gone (or has not taken a turn for half an interval past its time); another process's next turn then takes it.
 */
export const leaseMsOf = (everyMs: number) => Math.ceil(everyMs * 1.5);

/**
 * The timed jobs' turns of this process (decision 0064). A turn takes the job's lease in `claims`, or renews it when
 * this process holds it, and runs the job only then, and only when its last run here is over: so each job runs in
 * one process at a time, and in the same one as long as that one lives. The lease is on the app's clock.
 */
export function createJobTurns({
  leases,
  clock,
  work,
}: {
  leases: JobLeasesRepository;
  clock: Clock;
  work: TimedWork;
}) {
  const holder = randomUUID();
  const held = new Set<TimedJobName>();
  const running = new Set<TimedJobName>();
  let stopping = false;
  const release = async (name: TimedJobName) => {
    await leases.giveBack(name, holder);
    held.delete(name);
  };
  return {
    async turn(name: TimedJobName): Promise<JobTurn> {
      if (stopping) return { ran: false };
      const job = TIMED_JOBS[name];
      const now = clock.now();
      const until = new Date(now.getTime() + leaseMsOf(job.everyMs));
      if (!(await leases.hold(name, holder, until, now))) {
        held.delete(name);
        return { ran: false };
      }
      held.add(name);
      // A run longer than the interval keeps its lease through the turns that find it under way.
      if (running.has(name)) return { ran: false };
      running.add(name);
      try {
        return { ran: true, result: await work[job.work]() };
      } finally {
        running.delete(name);
        // A run that outlived its process's stop gives its lease back as it ends, not when the lease lapses.
        if (stopping) await release(name);
      }
    },
    /**
     * A stop: no turn runs from now on, the leases of the jobs held and not running are given back, and a running
     * job's as its run ends; another process takes each at its next turn.
     */
    async giveBack(): Promise<void> {
      stopping = true;
      for (const name of [...held].filter((job) => !running.has(job))) await release(name);
    },
  };
}

export type JobTurns = ReturnType<typeof createJobTurns>;
