/** A stretch of a device's history; each query says whether it includes `to`. */
export interface TimeRange {
  from: Date;
  to: Date;
}

/** The range a replay's or the charts' query asks for. */
export function timeRangeOf({ from, to }: { from: string; to: string }): TimeRange {
  return { from: new Date(from), to: new Date(to) };
}
