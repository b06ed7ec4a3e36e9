import { summarise } from '../lib/stats.js';

/** A request that did not answer 2xx, kept so a failure can be traced to its call and the server's log line. */
export interface Incident {
  at: string;
  group: string;
  call: string;
  outcome: string;
  body?: string;
}

interface Group {
  statuses: Map<number, number>;
  /** Network errors by code, and timeouts. */
  failures: Map<string, number>;
  latenciesMs: number[];
}

const INCIDENTS_KEPT = 50;

/** What `error` (thrown by fetch) was: 'timeout', else the network error's code. */
export function failureKind(error: unknown): string {
  const { name, message, cause } = error as { name?: string; message?: string; cause?: { code?: string } };
  if (name === 'TimeoutError') return 'timeout';
  return cause?.code ?? name ?? message ?? 'error';
}

/** Counts answers by status, failures by kind and latencies, per route group. */
export class Tally {
  private readonly groups = new Map<string, Group>();
  readonly incidents: Incident[] = [];

  private group(name: string): Group {
    let group = this.groups.get(name);
    if (!group) {
      group = { statuses: new Map(), failures: new Map(), latenciesMs: [] };
      this.groups.set(name, group);
    }
    return group;
  }

  answered(name: string, status: number, latencyMs: number, call: string, body?: () => string) {
    const group = this.group(name);
    group.statuses.set(status, (group.statuses.get(status) ?? 0) + 1);
    group.latenciesMs.push(latencyMs);
    if (status >= 300) this.keep({ group: name, call, outcome: `HTTP ${status}`, body: body?.().slice(0, 300) });
  }

  failed(name: string, kind: string, call: string) {
    const group = this.group(name);
    group.failures.set(kind, (group.failures.get(kind) ?? 0) + 1);
    this.keep({ group: name, call, outcome: kind });
  }

  private keep(incident: Omit<Incident, 'at'>) {
    if (this.incidents.length < INCIDENTS_KEPT) this.incidents.push({ at: new Date().toISOString(), ...incident });
  }

  /** How many requests were sent in all (answered or not). */
  total(): number {
    let total = 0;
    for (const group of this.groups.values()) {
      for (const count of group.statuses.values()) total += count;
      for (const count of group.failures.values()) total += count;
    }
    return total;
  }

  /** Answers by status class (2xx, 4xx, 5xx, …) and failures by kind, over every group. */
  totals() {
    const classes: Record<string, number> = {};
    const failures: Record<string, number> = {};
    for (const group of this.groups.values()) {
      for (const [status, count] of group.statuses) classes[`${Math.floor(status / 100)}xx`] = (classes[`${Math.floor(status / 100)}xx`] ?? 0) + count;
      for (const [kind, count] of group.failures) failures[kind] = (failures[kind] ?? 0) + count;
    }
    return { byClass: classes, failures };
  }

  /** Per group: answers by status, failures by kind, and latency percentiles of the answered requests. */
  byGroup() {
    return Object.fromEntries(
      [...this.groups].map(([name, group]) => {
        const { runs, p50Ms, p99Ms, meanMs } = summarise(group.latenciesMs);
        return [
          name,
          {
            answered: runs,
            statuses: Object.fromEntries([...group.statuses].sort(([a], [b]) => a - b)),
            failures: Object.fromEntries(group.failures),
            p50Ms,
            p99Ms,
            meanMs,
          },
        ];
      }),
    );
  }
}
