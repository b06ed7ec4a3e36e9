import Close from '@mui/icons-material/Close';
import AppBar from '@mui/material/AppBar';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { Notification, NotificationPlace } from '@lodestar/contract';
import { useId, useMemo } from 'react';
import { BaseMap } from '../../../components/map/base-map';
import { FOCUS_ZOOM } from '../../../components/map/map-view';
import { NumberedMarkersLayer } from '../../../components/map/numbered-markers-layer';
import { formatDateTime } from '../../../lib/date-time';

interface NotificationPlaceDialogProps {
  notification: (Notification & { place: NotificationPlace }) | null;
  onClose: () => void;
}

/** Where an alert was raised: the map on the screen, centred on the position, with when the device was there. */
export function NotificationPlaceDialog({ notification, onClose }: NotificationPlaceDialogProps) {
  const titleId = useId();
  const { palette } = useTheme();
  const place = notification?.place;
  const markers = useMemo(
    () =>
      notification && place
        ? [
            {
              position: [place.latitude, place.longitude] as [number, number],
              number: 1,
              title: notification.message,
              color: palette.secondary.main,
              highlighted: true,
              popupLines: [notification.message, formatDateTime(place.time)],
            },
          ]
        : [],
    [notification, place, palette],
  );
  return (
    <Dialog fullScreen open={notification !== null} onClose={onClose} aria-labelledby={titleId}>
      <AppBar position="static" color="default" elevation={1}>
        <Toolbar variant="dense">
          <Typography id={titleId} variant="h6" component="h2" noWrap sx={{ flex: 1 }}>
            {notification?.message}
          </Typography>
          {place && (
            <Typography variant="body2" color="text.secondary" sx={{ mx: 2, display: { xs: 'none', sm: 'block' } }}>
              {formatDateTime(place.time)}
            </Typography>
          )}
          <IconButton edge="end" aria-label="Close the map" onClick={onClose}>
            <Close />
          </IconButton>
        </Toolbar>
      </AppBar>
      {place && (
        <BaseMap
          label="Where it happened"
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
