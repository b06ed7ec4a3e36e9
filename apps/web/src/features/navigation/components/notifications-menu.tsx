import NotificationsNone from '@mui/icons-material/NotificationsNone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { usePopupAnchor } from '../../../lib/use-popup-anchor';
import { messages } from '@lodestar/contract';

/** The notifications list of the top bar, which is always empty for now. */
export function NotificationsMenu() {
  const popup = usePopupAnchor('dialog');

  return (
    <>
      <IconButton
        aria-label="Notifications"
        {...popup.triggerProps}
      >
        <NotificationsNone />
      </IconButton>
      <Popover
        open={popup.open}
        anchorEl={popup.anchor}
        onClose={popup.close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Notifications', sx: { width: 320, maxWidth: 'calc(100vw - 32px)' } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            Notifications
          </Typography>
          <Button size="small" onClick={popup.close}>
            {messages.markAllAsRead}
          </Button>
        </Box>
        <Divider />
        <Typography color="text.secondary" sx={{ px: 2, py: 4, textAlign: 'center' }}>
          {messages.noNotifications}
        </Typography>
      </Popover>
    </>
  );
}
