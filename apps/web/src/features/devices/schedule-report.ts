import { scheduleReportKinds, type ScheduleReportKind } from '@lodestar/contract';

/** The kinds in the contract's order, so that two schedules of the same kinds compare equal. */
export function inReportOrder(kinds: readonly ScheduleReportKind[]): ScheduleReportKind[] {
  return scheduleReportKinds.filter((kind) => kinds.includes(kind));
}

/** Switches one report kind with the schedule rule: cell on turns gps on, gps off takes cell along. */
export function switchReport(
  kinds: readonly ScheduleReportKind[],
  kind: ScheduleReportKind,
  on: boolean,
): ScheduleReportKind[] {
  if (on) return inReportOrder([...kinds, kind, ...(kind === 'cell' ? (['gps'] as const) : [])]);
  const dropped: readonly ScheduleReportKind[] = kind === 'gps' ? ['gps', 'cell'] : [kind];
  return inReportOrder(kinds.filter((each) => !dropped.includes(each)));
}
