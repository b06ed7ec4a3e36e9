import { scheduleReportKinds, type Device } from '@lodestar/contract';

type ReportKind = Device['scheduleReport'][number];

/** The kinds in the contract's order, so that two schedules of the same kinds compare equal. */
export function inReportOrder(kinds: readonly ReportKind[]): ReportKind[] {
  return scheduleReportKinds.filter((kind) => kinds.includes(kind));
}

/** Switches one report kind with the schedule rule of spec part 1 §5: cell on turns gps on, gps off takes cell along. */
export function switchReport(kinds: readonly ReportKind[], kind: ReportKind, on: boolean): ReportKind[] {
  if (on) return inReportOrder([...kinds, kind, ...(kind === 'cell' ? (['gps'] as const) : [])]);
  const dropped: readonly ReportKind[] = kind === 'gps' ? ['gps', 'cell'] : [kind];
  return inReportOrder(kinds.filter((each) => !dropped.includes(each)));
}
