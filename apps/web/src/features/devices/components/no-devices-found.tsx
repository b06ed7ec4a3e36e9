import SearchOff from '@mui/icons-material/SearchOff';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { deviceTypeLabels, messages, type DeviceTypeFilter } from '@lodestar/contract';

/** An empty page of results: nothing matches the search, or the account has no device of the filtered type. */
export function NoDevicesFound({ search, filter }: { search: string; filter: DeviceTypeFilter }) {
  const text = search
    ? messages.deviceNotFoundSearch
    : filter === 'all'
      ? 'There are no devices on your account.'
      : `You have no ${deviceTypeLabels[filter]} devices yet. Choose another type, or All Devices, in the menu.`;
  return (
    <Paper variant="outlined" sx={{ p: 4, display: 'grid', justifyItems: 'center', gap: 1, textAlign: 'center' }}>
      <SearchOff color="disabled" sx={{ fontSize: 40 }} aria-hidden />
      <Typography color="text.secondary">{text}</Typography>
    </Paper>
  );
}
