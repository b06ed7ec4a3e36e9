import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { HISTORY_TRACK_MAX_DAYS } from '@lodestar/contract';
import dayjs from 'dayjs';
import { useState } from 'react';

const LOCAL_MINUTE = 'YYYY-MM-DDTHH:mm';
export type ReplayRange = { from: string; to: string };

function problemOf(from: string, to: string): string | null {
  if (!from || !to) return 'Choose when the replay starts and ends.';
  const span = dayjs(to).diff(dayjs(from));
  if (span <= 0) return 'The end must be after the start.';
  if (span > HISTORY_TRACK_MAX_DAYS * 86_400_000) return `A replay covers at most ${HISTORY_TRACK_MAX_DAYS} days.`;
  return null;
}

/**
 * The start and end of a replay in local time, the last 24 hours at first; Load asks for that range. An end left as
 * it was means "now": positions that came in since the fields appeared are part of it.
 */
export function ReplayRangeFields({ onLoad, loading }: { onLoad: (range: ReplayRange) => void; loading: boolean }) {
  const [from, setFrom] = useState(() => dayjs().subtract(1, 'day').format(LOCAL_MINUTE));
  const [to, setTo] = useState<string | null>(null);
  const shownTo = to ?? dayjs().format(LOCAL_MINUTE);
  const problem = problemOf(from, shownTo);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <TextField
        size="small"
        type="datetime-local"
        label="From"
        value={from}
        onChange={(event) => setFrom(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        type="datetime-local"
        label="To"
        value={shownTo}
        onChange={(event) => setTo(event.target.value)}
        error={problem !== null}
        helperText={problem ?? ' '}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button
        variant="outlined"
        loading={loading}
        disabled={problem !== null}
        onClick={() =>
          onLoad({ from: dayjs(from).toISOString(), to: (to === null ? dayjs() : dayjs(to)).toISOString() })
        }
        sx={{ mt: 0.25 }}
      >
        Load
      </Button>
    </Stack>
  );
}
