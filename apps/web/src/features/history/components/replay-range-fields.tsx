import { HISTORY_TRACK_MAX_DAYS, historyTrackMessages } from '@lodestar/contract';
import dayjs from 'dayjs';
import { useState } from 'react';
import { rangeProblem, TimeRangeFields, type TimeRange } from '../../../components/time-range-fields';

const replayRangeProblem = rangeProblem({
  unset: 'Choose when the replay starts and ends.',
  maxDays: HISTORY_TRACK_MAX_DAYS,
  tooLong: historyTrackMessages.tooLong,
});

/** The start and end of a replay, the last 24 hours up to now at first; Load asks for that range. */
export function ReplayRangeFields({ onLoad, loading }: { onLoad: (range: TimeRange) => void; loading: boolean }) {
  const [initial] = useState(() => ({ from: dayjs().subtract(1, 'day').toISOString(), to: null }));
  return (
    <TimeRangeFields
      initial={initial}
      problemOf={replayRangeProblem}
      submitLabel="Load"
      loading={loading}
      onSubmit={onLoad}
    />
  );
}
