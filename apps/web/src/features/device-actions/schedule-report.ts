import type { Device } from '@lodestar/contract';

type ReportKind = Device['scheduleReport'][number];

/** Switches one report kind with the schedule rule of spec part 1 §5: cell needs gps, so gps off takes cell along. */
export function switchReport(kinds: readonly ReportKind[], kind: ReportKind, on: boolean): ReportKind[] {
  if (on) return kinds.includes(kind) ? [...kinds] : [...kinds, kind];
  const dropped: readonly ReportKind[] = kind === 'gps' ? ['gps', 'cell'] : [kind];
  return kinds.filter((each) => !dropped.includes(each));
}
