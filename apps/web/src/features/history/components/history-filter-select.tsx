import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { historyFilters, type HistoryFilter } from '@lodestar/contract';
import { historyFilterLabels } from '../history-labels';

export function HistoryFilterSelect({
  value,
  onChange,
}: {
  value: HistoryFilter;
  onChange: (filter: HistoryFilter) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label="Filter"
      value={value}
      onChange={(event) => onChange(event.target.value as HistoryFilter)}
      sx={{ width: 160 }}
    >
      {historyFilters.map((filter) => (
        <MenuItem key={filter} value={filter}>
          {historyFilterLabels[filter]}
        </MenuItem>
      ))}
    </TextField>
  );
}
