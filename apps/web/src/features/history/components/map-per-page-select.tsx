import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { mapPerPageOptions } from '@lodestar/contract';
import { useT } from '../../../lib/i18n/use-t';

/** How many of the newest positions the map shows (10 to 100). */
export function MapPerPageSelect({ value, onChange }: { value: number; onChange: (perPage: number) => void }) {
  const t = useT();
  return (
    <TextField
      select
      size="small"
      label={t('history.map.perPage')}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ width: 104 }}
    >
      {mapPerPageOptions.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );
}
