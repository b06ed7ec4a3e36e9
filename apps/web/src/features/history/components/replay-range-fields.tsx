import { HISTORY_TRACK_MAX_DAYS } from '@lodestar/contract';
import dayjs from 'dayjs';
import { useState } from 'react';
import { TimeRangeFields, type TimeRange } from '../../../components/time-range-fields';

function problemOf(from: string, to: string): string | null {
  if (!from || !to) return 'Choose when the replay starts and ends.';
  const span = dayjs(to).diff(dayjs(from));
  if (span <= 0) return 'The end must be after the start.';
  if (span > HISTORY_TRACK_MAX_DAYS * 86_400_000) return `A replay covers at most ${HISTORY_TRACK_MAX_DAYS} days.`;
  return null;
}

/** The start and end of a replay, the last 24 hours up to now at first; Load asks for that range. */
export function ReplayRangeFields({ onLoad, loading }: { onLoad: (range: TimeRange) => void; loading: boolean }) {
  const [initial] = useState(() => ({ from: dayjs().subtract(1, 'day').toISOString(), to: null }));
  return (
    <TimeRangeFields initial={initial} problemOf={problemOf} submitLabel="Load" loading={loading} onSubmit={onLoad} />
  );
}
