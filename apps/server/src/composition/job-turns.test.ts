import { describe, expect, it } from 'vitest';
import type { JobLeasesRepository } from '../db/job-leases.js';
import { createJobTurns } from './job-turns.js';
import type { TimedWork } from './timed-jobs.js';

/** Leases as the claims table keeps them: one holder a job until its time, taken over once that has passed. */
function leasesInMemory() {
  const rows = new Map<string, { holder: string; until: number }>();
  const leases: JobLeasesRepository = {
    async hold(job, holder, until, now) {
      const row = rows.get(job);
      if (row && row.holder !== holder && row.until >= now.getTime()) return false;
      rows.set(job, { holder, until: until.getTime() });
      return true;
    },
    async giveBack(job, holder) {
      if (rows.get(job)?.holder === holder) rows.delete(job);
    },
  };
  return { leases, holderOf: (job: string) => rows.get(job)?.holder };
}

const clock = { now: () => new Date('2026-12-03T12:00:00Z') };

describe('timed job turns at a stop', () => {
  it('give back a running job’s lease as its run ends, so another process takes the job at its next turn', async () => {
    const { leases, holderOf } = leasesInMemory();
    let finish: () => void = () => undefined;
    const work = {
      pruneHistory: () => new Promise<number>((resolve) => (finish = () => resolve(7))),
    } as unknown as TimedWork;
    const stopping = createJobTurns({ leases, clock, work });
    const other = createJobTurns({ leases, clock, work });

    const running = stopping.turn('prune-history');
    await new Promise((resolve) => setImmediate(resolve));
    await stopping.giveBack();
    expect(holderOf('prune-history')).toBeDefined();
    expect(await other.turn('prune-history')).toEqual({ ran: false });

    finish();
    expect(await running).toEqual({ ran: true, result: 7 });
    expect(holderOf('prune-history')).toBeUndefined();
    expect(await stopping.turn('prune-history')).toEqual({ ran: false });
    const taken = other.turn('prune-history');
    await new Promise((resolve) => setImmediate(resolve));
    finish();
    expect(await taken).toEqual({ ran: true, result: 7 });
  });
});
