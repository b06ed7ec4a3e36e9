import SearchOff from '@mui/icons-material/SearchOff';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DeviceTypeFilter } from '@lodestar/contract';
import { useT } from '../../../lib/i18n/use-t';

/** An empty page of results: nothing matches the search, or the account has no device of the filtered type. */
export function NoDevicesFound({ search, filter }: { search: string; filter: DeviceTypeFilter }) {
  const t = useT();
  const text = search
    ? t('messages.deviceNotFoundSearch')
    : filter === 'all'
      ? t('devices.noDevices')
      : t('devices.noDevicesOfType', { type: t(`deviceTypeLabels.${filter}`) });
  return (
    <Paper variant="outlined" sx={{ p: 4, display: 'grid', justifyItems: 'center', gap: 1, textAlign: 'center' }}>
      <SearchOff color="disabled" sx={{ fontSize: 40 }} aria-hidden />
      <Typography color="text.secondary">{text}</Typography>
    </Paper>
  );
}
