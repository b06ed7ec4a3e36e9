import Notifications from '@mui/icons-material/Notifications';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { UNREAD_COUNTED_UP_TO, unreadLabel } from '@lodestar/contract';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useT } from '../../../lib/i18n/use-t';
import { useNow } from '../../../lib/use-now';
import { usePopupAnchor } from '../../../lib/use-popup-anchor';
import { useNotifications } from '../api/list-notifications';
import { useMarkAllRead } from '../api/mark-read';
import { NotificationList } from './notification-list';
import { NotificationDetailsDialog } from './notification-details-dialog';
import { useOpenNotification } from './use-open-notification';

/**
 * The notifications menu of the top bar: the bell shows how many are unread; the list is newest first, a page at a
 * time. Opening one marks it read and goes to its page (an alert's device, an invitation), and an alert shows the
 * map where it happened.
 */
export function NotificationsMenu() {
  const t = useT();
  const popup = usePopupAnchor('dialog');
  const now = useNow(60_000);
  const list = useNotifications();
  const markAllRead = useMarkAllRead();
  const { read, open, detailsShown, closeDetails } = useOpenNotification(popup.close);
  const { unread } = list;
  const bellLabel =
    unread > 0 ? t('notifications.bell.unread', { count: unreadLabel(unread) }) : t('notifications.title');

  return (
    <>
      {/* Read out when a notification arrives or is read, wherever the focus is. */}
      <Box role="status" sx={visuallyHidden}>
        {bellLabel}
      </Box>
      <IconButton aria-label={bellLabel} {...popup.triggerProps}>
        <Badge badgeContent={unread} color="error" max={UNREAD_COUNTED_UP_TO - 1}>
          {unread > 0 ? <Notifications /> : <NotificationsNone />}
        </Badge>
      </IconButton>
      <Popover
        open={popup.open}
        anchorEl={popup.anchor}
        onClose={popup.close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': t('notifications.title'),
            sx: { width: 360, maxWidth: 'calc(100vw - 32px)' },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('notifications.title')}
          </Typography>
          <Button size="small" disabled={unread === 0 || markAllRead.isPending} onClick={() => markAllRead.mutate()}>
            {t('messages.markAllAsRead')}
          </Button>
        </Box>
        <Divider />
        <NotificationList list={list} now={now} onOpen={open} onMarkRead={read} />
      </Popover>
      <NotificationDetailsDialog notification={detailsShown} onClose={closeDetails} />
    </>
  );
}
