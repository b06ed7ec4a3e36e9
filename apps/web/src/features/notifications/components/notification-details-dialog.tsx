import Close from '@mui/icons-material/Close';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { Notification } from '@lodestar/contract';
import { useId, useMemo } from 'react';
import { BaseMap } from '../../../components/map/base-map';
import { FOCUS_ZOOM } from '../../../components/map/map-view';
import { NumberedMarkersLayer } from '../../../components/map/numbered-markers-layer';
import { coordinatesText } from '../../../lib/coordinates-text';
import { formatDateTime } from '../../../lib/date-time';
import type { Translate } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/use-t';
import { readingText } from '../notification-details';
import { notificationSentence } from '../notification-sentence';

interface NotificationDetailsDialogProps {
  notification: Notification | null;
  onClose: () => void;
}

/** The details of an alert as rows: when, where (its address, or the position without one) and what it read. */
function detailRows(t: Translate, { place, reading, createdAt }: Notification): [string, string][] {
  const where = place && (place.address || coordinatesText(place.latitude, place.longitude));
  return [
    [t('notifications.details.when'), formatDateTime(place?.time ?? createdAt)],
    ...(where ? [[t('notifications.details.where'), where] as [string, string]] : []),
    ...(reading ? [[t('notifications.details.reading'), readingText(t, reading)] as [string, string]] : []),
  ];
}

/**
 * An alert opened from the notifications: what happened, when, where (the address, on the map centred on the
 * position) and what it read against its level.
 */
export function NotificationDetailsDialog({ notification, onClose }: NotificationDetailsDialogProps) {
  const t = useT();
  const titleId = useId();
  const { palette } = useTheme();
  const place = notification?.place;
  const sentence = notification ? notificationSentence(t, notification) : '';
  const markers = useMemo(
    () =>
      notification && place
        ? [
            {
              position: [place.latitude, place.longitude] as [number, number],
              number: 1,
              title: sentence,
              color: palette.secondary.main,
              highlighted: true,
              popupLines: [sentence, formatDateTime(place.time)],
            },
          ]
        : [],
    [notification, place, palette, sentence],
  );
  return (
    <Dialog fullScreen open={notification !== null} onClose={onClose} aria-labelledby={titleId}>
      <AppBar position="static" color="default" elevation={1}>
        <Toolbar variant="dense">
          <Typography id={titleId} variant="h6" component="h2" noWrap sx={{ flex: 1 }}>
            {sentence}
          </Typography>
          <IconButton edge="end" aria-label={t('notifications.details.close')} onClick={onClose}>
            <Close />
          </IconButton>
        </Toolbar>
      </AppBar>
      {notification && (
        <Box
          component="dl"
          aria-label={t('notifications.details.label')}
          sx={{
            m: 0,
            px: 2,
            py: 1.5,
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 2,
            rowGap: 0.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          {detailRows(t, notification).map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {place && (
        <BaseMap
          label={t('notifications.details.map')}
          tiles="street"
          center={[place.latitude, place.longitude]}
          zoom={FOCUS_ZOOM}
          sx={{ flex: 1 }}
        >
          <NumberedMarkersLayer markers={markers} />
        </BaseMap>
      )}
    </Dialog>
  );
}
