import type { DeviceCommandType, LiveDeviceFields, LocationRecord } from '@lodestar/contract';
import type { Clock } from '../../adapters/clock.js';
import type { ReverseGeocoder } from '../../adapters/reverse-geocoder/index.js';
import { DatabaseCallError, isDatabaseUnavailable } from '../../db/availability.js';
import { isPartitionRace } from '../../db/partitions.js';
import type { NewPositionRow, PositionRow } from '../../db/schema/index.js';
import { toLocationRecord } from '../../modules/history/index.js';
import type { CommandLimit, HandedCommand } from '../../modules/device-commands/index.js';
import type { DecodedPosition } from '../report.js';
import { planBatch, type ModemReading, type PendingReport, type ReportOutcome } from './plan-batch.js';
import type { IngestDevice, TelemetryRepository } from './telemetry.repository.js';

/** A report once it is committed: what the live views and the alert mails are told. */
export interface CommittedReport {
  device: IngestDevice;
  /** The accounts that see the device: its owner and its live sharees. */
  viewers: string[];
  /** The device's answering live links, whose pages hear its new position. */
  liveLinks: string[];
  changes: LiveDeviceFields;
  head: LocationRecord | null;
  alerts: LocationRecord[];
}

export interface ReportInput {
  device: IngestDevice;
  positions: DecodedPosition[];
  modem?: ModemReading;
  /** How many due commands to hand the device with the answer (0: the protocol has no way to carry them). */
  takeCommands?: number;
  /** The command types the device's channel may carry; every type when unset. */
  commandTypes?: readonly DeviceCommandType[];
  /** The protocol has no acknowledgements: a newer position tells that the commands of earlier answers arrived. */
  acknowledgesByReporting?: boolean;
  /** The report acknowledged commands: with no newer position, a command's answer is the device's newest news. */
  answersCommands?: boolean;
}

/** What a committed report answers the device: how many positions were stored, and its commands. */
export interface ReportReceipt {
  stored: number;
  commands: HandedCommand[];
}

interface Waiting {
  report: PendingReport;
  takeCommands: number;
  commandTypes: readonly DeviceCommandType[] | undefined;
  resolve: (receipt: ReportReceipt) => void;
  reject: (error: unknown) => void;
}

interface PipelineDeps {
  repository: Pick<TelemetryRepository, 'writeBatch'>;
  geocoder: ReverseGeocoder;
  clock: Clock;
  /** Called after every commit, never inside the transaction. What it throws is logged; the queue goes on. */
  onCommitted: (reports: CommittedReport[]) => void;
  log?: { error(details: object, message: string): void };
  /** Most positions one transaction writes. */
  maxRowsPerCommit?: number;
}

/** A group's transaction once committed: the planned rows and outcomes, and what the database answered. */
type Written = { rows: NewPositionRow[]; outcomes: ReportOutcome[] } & Awaited<ReturnType<TelemetryRepository['writeBatch']>>;

const withId = (row: NewPositionRow, id: number) => ({ ...row, id }) as PositionRow;

const refuse = (group: Waiting[], error: unknown) => group.forEach((waiting) => waiting.reject(error));

/** The commands a group hands out: the first report of a device in the group carries them, never twice. */
function commandLimitsOf(group: Waiting[]): CommandLimit[] {
  const commandLimits = new Map<string, CommandLimit>();
  for (const { report, takeCommands, commandTypes } of group) {
    const deviceId = report.device.id;
    if (takeCommands > 0 && !commandLimits.has(deviceId)) {
      commandLimits.set(deviceId, { deviceId, limit: takeCommands, types: commandTypes });
    }
  }
  return [...commandLimits.values()];
}

/** Writes a group in one transaction; answers what the transaction stored and handed out. */
async function writeGroup({ repository, clock }: Pick<PipelineDeps, 'repository' | 'clock'>, group: Waiting[]): Promise<Written> {
  const reports = group.map((waiting) => waiting.report);
  const deviceIds = [...new Set(reports.map((report) => report.device.id))].sort();
  let planned: { rows: NewPositionRow[]; outcomes: ReportOutcome[] } | undefined;
  const limits = commandLimitsOf(group);
  const written = await repository
    .writeBatch(
      deviceIds,
      clock.now(),
      (locked) => {
        const { plan, outcomes } = planBatch(reports, locked);
        planned = { rows: plan.rows, outcomes };
        return plan;
      },
      limits,
    )
    // A connection the pool could not open comes bare from pg: marked, it reads as the database being away.
    .catch((error: unknown) => {
      throw new DatabaseCallError(error);
    });
  return { ...planned!, ...written };
}

/** Answers each device of a committed group how many positions were stored, and hands it its commands once. */
function answerDevices(group: Waiting[], { outcomes, commands }: Written): void {
  const handed = new Set<string>();
  group.forEach((waiting, i) => {
    const deviceId = waiting.report.device.id;
    const handsCommands = waiting.takeCommands > 0 && !handed.has(deviceId);
    const own = handsCommands ? commands.filter((command) => command.deviceId === deviceId) : [];
    if (waiting.takeCommands > 0) handed.add(deviceId);
    waiting.resolve({ stored: outcomes[i]!.rowIndexes.length, commands: own });
  });
}

/** What the live views and the alerts are told of a committed group: each report's viewers, changes, head and alerts. */
function committedReports(group: Waiting[], { rows, outcomes, positionIds, viewers, liveLinks }: Written): CommittedReport[] {
  const record = (index: number, report: PendingReport) =>
    toLocationRecord(withId(rows[index]!, positionIds[index]!), report.device.deviceUUID);
  return group.map(({ report }, i) => {
    const outcome = outcomes[i]!;
    return {
      device: report.device,
      viewers: viewers.get(report.device.id) ?? [],
      liveLinks: liveLinks.get(report.device.id) ?? [],
      changes: outcome.changes,
      head: outcome.headRowIndex === null ? null : record(outcome.headRowIndex, report),
      alerts: outcome.alertRowIndexes.map((index) => record(index, report)),
    };
  });
}

/** Commits groups of reports: writes each, answers its devices and tells about it; a group that fails is split up. */
function createGroupCommitter(deps: PipelineDeps): (group: Waiting[]) => Promise<void> {
  const { onCommitted, log } = deps;

  /** Answers the devices of a committed group, then tells the live views and the alerts. */
  function announce(group: Waiting[], written: Written): void {
    answerDevices(group, written);
    // The reports are stored and answered: a failure to tell about them must not stop the queue behind them.
    try {
      onCommitted(committedReports(group, written));
    } catch (error) {
      log?.error({ err: error }, 'telling about committed reports failed');
    }
  }

  /**
   * Commits a group; when it lost a race with the creation of a month's partition, the group is written once
   * more; when it fails, each report is tried alone so one bad report cannot sink the others. When the
   * database is away, trying them one by one would only keep the queue waiting: the whole group is refused, and
   * the devices send their reports again.
   */
  async function commit(group: Waiting[], retried = false): Promise<void> {
    let written: Written;
    try {
      written = await writeGroup(deps, group);
    } catch (error) {
      if (!retried && isPartitionRace(error)) return commit(group, true);
      if (group.length === 1 || isDatabaseUnavailable(error)) return refuse(group, error);
      return commitOneByOne(group);
    }
    announce(group, written);
  }

  /** Each report alone; once the database turns out to be away, the rest are refused at once, not each after a wait. */
  async function commitOneByOne(group: Waiting[]): Promise<void> {
    for (const [index, waiting] of group.entries()) {
      let written: Written;
      try {
        written = await writeGroup(deps, [waiting]);
      } catch (error) {
        if (isDatabaseUnavailable(error)) return refuse(group.slice(index), error);
        waiting.reject(error);
        continue;
      }
      announce([waiting], written);
    }
  }

  return commit;
}

/**
 * The position pipeline. Reports wait in a queue while a commit is running and the next commit
 * takes them all at once (group commit), so many small reports cost few transactions. `submit` settles only once
 * its report is committed: a device is never told "stored" for a position that could still be lost.
 */
export function createPositionPipeline(deps: PipelineDeps) {
  const { geocoder, clock, maxRowsPerCommit = 5000 } = deps;
  const commit = createGroupCommitter(deps);
  let queue: Waiting[] = [];
  let running: Promise<void> | null = null;

  /** Takes the next group off the queue: every report waiting, up to the most positions one transaction writes. */
  function take(): Waiting[] {
    let rows = 0;
    let count = 0;
    while (count < queue.length && (count === 0 || rows + queue[count]!.report.positions.length <= maxRowsPerCommit)) {
      rows += queue[count]!.report.positions.length;
      count += 1;
    }
    const taken = queue.slice(0, count);
    queue = queue.slice(count);
    return taken;
  }

  /** Commits until the queue is empty. Never rejects: whatever goes wrong refuses the group it happened to. */
  async function run(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    while (queue.length > 0) {
      const group = take();
      await commit(group).catch((error: unknown) => refuse(group, error));
    }
    running = null;
  }

  return {
    /** Geocodes, queues and commits the report; answers what was stored and the commands handed to the device. */
    async submit(input: ReportInput): Promise<ReportReceipt> {
      const positions = await Promise.all(
        input.positions.map(async (position) => ({ ...position, address: await geocoder.lookup(position.latitude, position.longitude) })),
      );
      const report: PendingReport = {
        device: input.device,
        positions,
        modem: input.modem ?? null,
        receivedAt: clock.now(),
        acknowledgesByReporting: input.acknowledgesByReporting ?? false,
        answersCommands: input.answersCommands ?? false,
      };
      return new Promise<ReportReceipt>((resolve, reject) => {
        queue.push({ report, takeCommands: input.takeCommands ?? 0, commandTypes: input.commandTypes, resolve, reject });
        running ??= run();
      });
    },

    /** Resolves once everything submitted so far is committed (shutdown, tests). */
    async drain(): Promise<void> {
      while (running) await running;
    },
  };
}

export type PositionPipeline = ReturnType<typeof createPositionPipeline>;
