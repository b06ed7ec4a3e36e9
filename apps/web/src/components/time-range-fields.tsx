import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useT } from '../lib/i18n/use-t';

const LOCAL_MINUTE = 'YYYY-MM-DDTHH:mm';

/** A time range as the API takes it: ISO 8601 instants. */
export interface TimeRange {
  from: string;
  to: string;
}

interface TimeRangeFieldsProps {
  /**
   * The range the fields start with. A null end, or one still to come, means "now": left as it is, the range asked
   * for ends when the button is pressed, so what came in since the fields appeared is part of it.
   */
  initial: { from: string; to: string | null };
  /**
   * Why the fields' range (local time, to the minute; empty when unset) cannot be asked for, or null; an end before the
   * start the fields refuse themselves.
   */
  problemOf: (from: string, to: string) => string | null;
  submitLabel: string;
  loading?: boolean;
  onSubmit: (range: TimeRange) => void;
}

const DAY_MS = 86_400_000;

/**
 * A `problemOf` for ranges of at most `maxDays`: the range's both ends are needed (`unset` says so), and `tooLong` past
 * the limit.
 */
export const rangeProblem =
  ({ unset, maxDays, tooLong }: { unset: string; maxDays: number; tooLong: string }) =>
  (from: string, to: string): string | null => {
    if (!from || !to) return unset;
    return dayjs(to).diff(dayjs(from)) > maxDays * DAY_MS ? tooLong : null;
  };

/** An end at or before the start, which no range may have. */
const endsBeforeStart = (from: string, to: string) => Boolean(from && to) && dayjs(to).diff(dayjs(from)) <= 0;

interface MinuteFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field, which turns red; the space stays when there is none, so the row does not jump. */
  problem?: string | null;
}

function MinuteField({ label, value, onChange, problem }: MinuteFieldProps) {
  return (
    <TextField
      size="small"
      type="datetime-local"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      {...(problem === undefined ? {} : { error: problem !== null, helperText: problem ?? ' ' })}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/** From and To in local time, to the minute, and a button that asks for the range once it may be. */
export function TimeRangeFields({ initial, problemOf, submitLabel, loading = false, onSubmit }: TimeRangeFieldsProps) {
  const t = useT();
  const [from, setFrom] = useState(() => dayjs(initial.from).format(LOCAL_MINUTE));
  const [to, setTo] = useState(() =>
    initial.to === null || dayjs(initial.to).isAfter(dayjs()) ? null : dayjs(initial.to).format(LOCAL_MINUTE),
  );
  const shownTo = to ?? dayjs().format(LOCAL_MINUTE);
  const problem = endsBeforeStart(from, shownTo) ? t('common.timeRange.endBeforeStart') : problemOf(from, shownTo);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <MinuteField label={t('common.timeRange.from')} value={from} onChange={setFrom} />
      <MinuteField label={t('common.timeRange.to')} value={shownTo} onChange={setTo} problem={problem} />
      <Button
        variant="outlined"
        loading={loading}
        disabled={problem !== null}
        onClick={() =>
          onSubmit({ from: dayjs(from).toISOString(), to: (to === null ? dayjs() : dayjs(to)).toISOString() })
        }
        sx={{ mt: 0.25 }}
      >
        {submitLabel}
      </Button>
    </Stack>
  );
}
