import TextField from '@mui/material/TextField';
import type { DurationOption } from './durations';

interface DurationSelectProps {
  label: string;
  options: readonly DurationOption[];
  value: number;
  onChange: (seconds: number) => void;
  disabled?: boolean;
}

/** A native select of durations (in seconds): the phone's own picker on small screens. */
export function DurationSelect({ label, options, value, onChange, disabled = false }: DurationSelectProps) {
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
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
