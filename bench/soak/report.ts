import { cpus, totalmem } from 'node:os';
import { REPORTS } from './device-fleet.js';
import type { LoadRun } from './load.js';
import type { SoakOptions } from './options.js';
import { FLAT_MB_PER_MIN, serverFigures } from './server-figures.js';
import type { readServerLog, ServerSample } from './server-process.js';

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((total, n) => total + n, 0);

export const SAME_ADDRESS_NOTE =
  'Every virtual user and device connects from 127.0.0.1, so the server ran with RATE_LIMIT_PER_MINUTE=1000000, ' +
  'WEB_RATE_LIMIT_PER_MINUTE=1000000, AUTH_RATE_LIMIT_PER_MINUTE=100000 and the OsmAnd report limits at 1000000: the per-address limits are not part of this measurement.';

/** The figures of one soak as one JSON object, with the verdict and the exit code it calls for. */
export function soakResult({
  options,
  database,
  run,
  samples,
  serverLog,
  serverStop,
}: {
  options: SoakOptions;
  database: string;
  run: LoadRun;
  samples: ServerSample[];
  serverLog: ReturnType<typeof readServerLog>;
  serverStop: string;
}) {
  const reports = run.reports.byGroup()[REPORTS];
  const api = run.api.totals();
  const server = serverFigures(samples, { from: run.startedAt, warmedUpAt: run.warmedUpAt, to: run.endedAt });
  const fiveXx = (api.byClass['5xx'] ?? 0) + sum(Object.fromEntries(Object.entries(reports?.statuses ?? {}).filter(([status]) => Number(status) >= 500)));
  const networkErrors = sum(api.failures) + sum(reports?.failures ?? {});
  const socketErrors = sum(run.live.connectErrors);
  const flat = server.memory.flat === null ? 'not judged, the run is too short' : server.memory.flat ? 'yes' : 'no';
  const verdict = {
    memoryFlat: `memory flat: ${flat} (heapUsed slope ${server.memory.heapUsed.slopeMBPerMin} MB/min, rss slope ${server.memory.rss.slopeMBPerMin} MB/min after the first ${server.memory.slopeFrom}; flat below ${FLAT_MB_PER_MIN.heapUsed} and ${FLAT_MB_PER_MIN.rss} MB/min)`,
    fiveXx: `5xx: ${fiveXx}`,
    networkErrors: `network errors and timeouts: ${networkErrors}; socket connect errors: ${socketErrors}`,
  };
  const failed = fiveXx > 0 || networkErrors > 0 || socketErrors > 0 || run.signInFailures > 0 || run.cutShort !== undefined || server.memory.flat === false;
  return {
    result: {
      machine: { cores: cpus().length, cpu: cpus()[0]?.model, memoryGB: +(totalmem() / 2 ** 30).toFixed(1), node: process.version },
      database,
      note: SAME_ADDRESS_NOTE,
      durationSeconds: Math.round((run.endedAt - run.startedAt) / 1000),
      plannedMinutes: options.minutes,
      ...(run.cutShort ? { cutShort: run.cutShort } : {}),
      devices: options.devices,
      intervalSeconds: options.intervalSeconds,
      users: options.users,
      signInFailures: run.signInFailures,
      reports: {
        sent: run.reports.total(),
        answeredByStatus: reports?.statuses ?? {},
        failures: reports?.failures ?? {},
        p50Ms: reports?.p50Ms ?? 0,
        p99Ms: reports?.p99Ms ?? 0,
      },
      api: {
        requests: run.api.total(),
        byClass: api.byClass,
        failures: api.failures,
        byGroup: run.api.byGroup(),
      },
      socket: run.live,
      socketEventsReceived: sum(run.live.events),
      networkErrors,
      serverMemory: server.memory,
      eventLoopDelayMs: server.eventLoopDelayMs,
      serverLog: serverLog.counts,
      serverStop,
      incidents: [...run.reports.incidents, ...run.api.incidents].slice(0, 20),
      serverLogErrors: serverLog.firstErrors,
      verdict,
    },
    exitCode: failed ? 1 : 0,
  };
}

type Result = ReturnType<typeof soakResult>['result'];

/** The result for a person: a few lines per part, then the verdict. */
export function readableSummary(result: Result, logFile: string): string {
  const statuses = (counts: Record<string, number>) =>
    Object.entries(counts)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ') || 'none';
  const lines = [
    `Soak: ${result.durationSeconds} s of ${result.devices} devices reporting every ${result.intervalSeconds} s over OsmAnd and ${result.users} users browsing, on ${result.database}`,
    ...(result.cutShort ? [`  CUT SHORT: ${result.cutShort}`] : []),
    `  ${result.note}`,
    `Device reports: ${result.reports.sent} sent; answers ${statuses(result.reports.answeredByStatus)}; failures ${statuses(result.reports.failures)}; p50 ${result.reports.p50Ms} ms, p99 ${result.reports.p99Ms} ms`,
    `API: ${result.api.requests} requests; ${statuses(result.api.byClass)}; failures ${statuses(result.api.failures)}; sign-in failures ${result.signInFailures}`,
    ...Object.entries(result.api.byGroup).map(
      ([group, figures]) => `  ${group.padEnd(36)} ${String(figures.answered).padStart(6)} answered (${statuses(figures.statuses)})  p50 ${figures.p50Ms} ms  p99 ${figures.p99Ms} ms`,
    ),
    `Sockets: ${result.socket.connects} connects, ${result.socket.roomsJoined} rooms joined, connect errors ${statuses(result.socket.connectErrors)}, disconnects ${statuses(result.socket.disconnects)}; events ${statuses(result.socket.events)}`,
    `Server memory (MB): rss ${result.serverMemory.rss.afterWarmUpMB} after warm-up → ${result.serverMemory.rss.endMB} at the end (max ${result.serverMemory.rss.maxMB}); heapUsed ${result.serverMemory.heapUsed.afterWarmUpMB} → ${result.serverMemory.heapUsed.endMB} (max ${result.serverMemory.heapUsed.maxMB}); external ${result.serverMemory.external.afterWarmUpMB} → ${result.serverMemory.external.endMB}`,
    `  by minute: rss ${result.serverMemory.perMinute.map((m) => m.rssMB).join(', ')}; heapUsed ${result.serverMemory.perMinute.map((m) => m.heapUsedMB).join(', ')}`,
    `Event-loop delay (ms, after warm-up): p50 ${result.eventLoopDelayMs.p50}, p99 ${result.eventLoopDelayMs.p99}, max ${result.eventLoopDelayMs.max}`,
    `Server log: ${statuses(result.serverLog)} (${logFile}); ${result.serverStop}`,
    ...result.incidents.slice(0, 5).map((incident) => `  incident ${incident.at} ${incident.call}: ${incident.outcome}${incident.body ? ` ${incident.body}` : ''}`),
    ...result.serverLogErrors.map((line) => `  log: ${line}`),
    result.verdict.memoryFlat,
    result.verdict.fiveXx,
    result.verdict.networkErrors,
  ];
  return lines.join('\n');
}
