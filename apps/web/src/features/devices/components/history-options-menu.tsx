import MoreVert from '@mui/icons-material/MoreVert';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Device } from '@lodestar/contract';
import { useState } from 'react';
import { lazyDialog } from '../../../components/lazy-dialog';
import { useT } from '../../../lib/i18n/use-t';
import { usePopupAnchor } from '../../../lib/use-popup-anchor';
import { useHistoryActions, type HistoryAction } from '../hooks/use-history-actions';
import type { HistoryDialog } from './history-action-dialog';

// The dialogs and their forms load when one first opens, not with the overview.
const HistoryActionDialog = lazyDialog(() =>
  import('./history-action-dialog').then((module) => module.HistoryActionDialog),
);

/**
 * The history panel's options menu: the device actions the user may take. A dialog entry
 * closes the menu and opens its dialog; a one-step entry stays in the open menu with a spinner until it is done.
 */
export function HistoryOptionsMenu({ device }: { device: Device }) {
  const t = useT();
  const popup = usePopupAnchor();
  const actions = useHistoryActions(device);
  const [dialog, setDialog] = useState<HistoryDialog | null>(null);
  const [running, setRunning] = useState<string | null>(null);
  if (actions.length === 0) return null;

  const choose = async (action: HistoryAction) => {
    if ('dialog' in action) {
      popup.close();
      setDialog(action.dialog);
      return;
    }
    setRunning(action.label);
    await action.run();
    setRunning(null);
    popup.close();
  };

  return (
    <>
      <IconButton size="small" aria-label={t('devices.history.label')} {...popup.triggerProps}>
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={popup.anchor} open={popup.open} onClose={popup.close}>
        {actions.map((action) => (
          <MenuItem
            key={action.label}
            disabled={running !== null}
            aria-busy={running === action.label}
            onClick={() => void choose(action)}
          >
            <ListItemIcon>{running === action.label ? <CircularProgress size={20} /> : action.icon}</ListItemIcon>
            <ListItemText primary={action.label} />
          </MenuItem>
        ))}
      </Menu>
      {dialog && <HistoryActionDialog dialog={dialog} device={device} onClose={() => setDialog(null)} />}
    </>
  );
}
