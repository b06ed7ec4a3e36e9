import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import { useState } from 'react';

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
  /** Why the fields' range (local time, to the minute; empty when unset) cannot be asked for, or null. */
  problemOf: (from: string, to: string) => string | null;
  submitLabel: string;
  loading?: boolean;
  onSubmit: (range: TimeRange) => void;
}

const DAY_MS = 86_400_000;

/**
 * A `problemOf` for ranges of at most `maxDays`: the range's both ends are needed (`unset` says so), the end comes
 * after the start, and `tooLong` past the limit.
 */
export const rangeProblem =
  ({ unset, maxDays, tooLong }: { unset: string; maxDays: number; tooLong: string }) =>
  (from: string, to: string): string | null => {
    if (!from || !to) return unset;
    const span = dayjs(to).diff(dayjs(from));
    if (span <= 0) return 'The end must be after the start.';
    if (span > maxDays * DAY_MS) return tooLong;
    return null;
  };

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
  const [from, setFrom] = useState(() => dayjs(initial.from).format(LOCAL_MINUTE));
  const [to, setTo] = useState(() =>
    initial.to === null || dayjs(initial.to).isAfter(dayjs()) ? null : dayjs(initial.to).format(LOCAL_MINUTE),
  );
  const shownTo = to ?? dayjs().format(LOCAL_MINUTE);
  const problem = problemOf(from, shownTo);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <MinuteField label="From" value={from} onChange={setFrom} />
      <MinuteField label="To" value={shownTo} onChange={setTo} problem={problem} />
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
