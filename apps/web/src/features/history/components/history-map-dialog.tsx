import Close from '@mui/icons-material/Close';
import AppBar from '@mui/material/AppBar';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useId, type ComponentProps } from 'react';
import { FOCUS_ZOOM } from '../../../components/map/map-view';
import { useT } from '../../../lib/i18n/use-t';
import { HistoryMap } from './history-map';

type HistoryMapDialogProps = Omit<ComponentProps<typeof HistoryMap>, 'singlePointZoom' | 'sx'> & {
  open: boolean;
  onClose: () => void;
};

/** The history map expanded to the whole screen; a single position shows at the drawer zoom. */
export function HistoryMapDialog({ open, onClose, ...mapProps }: HistoryMapDialogProps) {
  const t = useT();
  const titleId = useId();
  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby={titleId}>
      <AppBar position="static" color="default" elevation={1}>
        <Toolbar variant="dense">
          <Typography id={titleId} variant="h6" component="h2" noWrap sx={{ flex: 1 }}>
            {t('history.map.dialogTitle', { name: mapProps.device.name })}
          </Typography>
          <IconButton edge="end" aria-label={t('history.map.closeFullScreen')} onClick={onClose}>
            <Close />
          </IconButton>
        </Toolbar>
      </AppBar>
      <HistoryMap {...mapProps} singlePointZoom={FOCUS_ZOOM} sx={{ flex: 1 }} />
    </Dialog>
  );
}
