import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { historyFilters, type HistoryFilter } from '@lodestar/contract';
import { useT } from '../../../lib/i18n/use-t';
import { historyFilterLabels } from '../history-labels';

export function HistoryFilterSelect({
  value,
  onChange,
}: {
  value: HistoryFilter;
  onChange: (filter: HistoryFilter) => void;
}) {
  const t = useT();
  return (
    <TextField
      select
      size="small"
      label={t('history.filter.label')}
      value={value}
      onChange={(event) => onChange(event.target.value as HistoryFilter)}
      sx={{ width: 160 }}
    >
      {historyFilters.map((filter) => (
        <MenuItem key={filter} value={filter}>
          {t(historyFilterLabels[filter])}
        </MenuItem>
      ))}
    </TextField>
  );
}
