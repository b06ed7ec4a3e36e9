import TextField from '@mui/material/TextField';
import { useT } from '../../lib/i18n/use-t';
import { durationLabel } from './durations';

interface DurationSelectProps {
  label: string;
  /** The durations offered, in seconds. */
  options: readonly number[];
  value: number;
  onChange: (seconds: number) => void;
  disabled?: boolean;
}

/** A native select of durations (in seconds), read in the shown language: the phone's own picker on small screens. */
export function DurationSelect({ label, options, value, onChange, disabled = false }: DurationSelectProps) {
  const t = useT();
  return (
    <TextField
      select
      fullWidth
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(Number(event.target.value))}
      slotProps={{ select: { native: true } }}
      sx={{ mt: 1 }}
    >
      {options.map((seconds) => (
        <option key={seconds} value={seconds}>
          {durationLabel(t, seconds)}
        </option>
      ))}
    </TextField>
  );
}
