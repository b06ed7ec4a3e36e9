import { formatDateTime } from '../lib/date-time';
import { useT } from '../lib/i18n/use-t';
import { relativeTime } from '../lib/relative-time';
import { useNow } from '../lib/use-now';

/** "5 minutes ago" for `time`, re-read every `refreshMs`, its date and time (shown language) on hover; N/A when there is no time. */
export function RelativeTimeText({ time, refreshMs }: { time: string | null; refreshMs: number }) {
  const t = useT();
  const now = useNow(refreshMs);
  if (!time) return t('common.notAvailable');
  return (
    <time dateTime={time} title={formatDateTime(time)}>
      {relativeTime(t, time, now)}
    </time>
  );
}
