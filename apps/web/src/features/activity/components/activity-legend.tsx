import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import type { Translate } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/use-t';
import type { DeviceTrack } from '../device-tracks';

function pointsText(t: Translate, records: DeviceTrack['records']): string {
  if (!records) return t('activity.legend.loading');
  if (records.length === 0) return t('activity.legend.none');
  return t('activity.legend.points', { count: records.length });
}

/** Which colour is which device, and how many of its positions the map shows. */
export function ActivityLegend({ tracks }: { tracks: readonly DeviceTrack[] }) {
  const t = useT();
  return (
    <Paper variant="outlined" sx={{ maxHeight: { md: 'max(480px, calc(100vh - 280px))' }, overflowY: 'auto' }}>
      <List dense aria-label={t('activity.legend.label')}>
        {tracks.map((track) => (
          <ListItem key={track.deviceUUID}>
            <ListItemIcon sx={{ minWidth: 28 }}>
              <Box sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: track.color }} aria-hidden />
            </ListItemIcon>
            <ListItemText
              primary={track.name}
              secondary={pointsText(t, track.records)}
              slotProps={{ primary: { noWrap: true, title: track.name } }}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
