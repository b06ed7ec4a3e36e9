import { HISTORY_TRACK_MAX_DAYS } from '@lodestar/contract';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { rangeProblem, TimeRangeFields, type TimeRange } from '../../../components/time-range-fields';
import { useT } from '../../../lib/i18n/use-t';

/** The start and end of a replay, the last 24 hours up to now at first; Load asks for that range. */
export function ReplayRangeFields({ onLoad, loading }: { onLoad: (range: TimeRange) => void; loading: boolean }) {
  const t = useT();
  const [initial] = useState(() => ({ from: dayjs().subtract(1, 'day').toISOString(), to: null }));
  const problemOf = useMemo(
    () =>
      rangeProblem({
        unset: t('history.replay.rangeUnset'),
        maxDays: HISTORY_TRACK_MAX_DAYS,
        tooLong: t('historyTrackMessages.tooLong'),
      }),
    [t],
  );
  return (
    <TimeRangeFields
      initial={initial}
      problemOf={problemOf}
      submitLabel={t('history.replay.load')}
      loading={loading}
      onSubmit={onLoad}
    />
  );
}
