import Notifications from '@mui/icons-material/Notifications';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { messages, notificationMessages, type Notification, type NotificationPlace } from '@lodestar/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useNow } from '../../../lib/use-now';
import { usePopupAnchor } from '../../../lib/use-popup-anchor';
import { useNotifications } from '../api/list-notifications';
import { useMarkAllRead, useMarkRead } from '../api/mark-read';
import { NotificationItem } from './notification-item';
import { NotificationPlaceDialog } from './notification-place-dialog';

type PlacedNotification = Notification & { place: NotificationPlace };
const hasPlace = (notification: Notification): notification is PlacedNotification => notification.place !== null;

/**
 * The notifications menu of the top bar: the bell shows how many are unread; the list is newest first, a page at a
 * time. Opening one marks it read and goes to its page (an alert's device, an invitation), and an alert shows the
 * map where it happened.
 */
export function NotificationsMenu() {
  const popup = usePopupAnchor('dialog');
  const navigate = useNavigate();
  const now = useNow(60_000);
  const list = useNotifications();
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const [placeShown, setPlaceShown] = useState<PlacedNotification | null>(null);
  const { unread, notifications } = list;
  const bellLabel =
    unread > 0 ? `Notifications, ${unread} ${notificationMessages.unread.toLowerCase()}` : 'Notifications';

  const read = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification._id);
  };
  const open = (notification: Notification) => {
    popup.close();
    read(notification);
    void navigate(notification.link);
    if (hasPlace(notification)) setPlaceShown(notification);
  };

  return (
    <>
      {/* Read out when a notification arrives or is read, wherever the focus is. */}
      <Box role="status" sx={visuallyHidden}>
        {bellLabel}
      </Box>
      <IconButton aria-label={bellLabel} {...popup.triggerProps}>
        <Badge badgeContent={unread} color="error" max={99}>
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
          paper: { role: 'dialog', 'aria-label': 'Notifications', sx: { width: 360, maxWidth: 'calc(100vw - 32px)' } },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            Notifications
          </Typography>
          <Button size="small" disabled={unread === 0 || markAllRead.isPending} onClick={() => markAllRead.mutate()}>
            {messages.markAllAsRead}
          </Button>
        </Box>
        <Divider />
        <Box sx={{ maxHeight: 'min(480px, calc(100vh - 160px))', overflowY: 'auto' }}>
          {list.isPending ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
              <CircularProgress size={28} aria-label="Loading notifications" />
            </Box>
          ) : list.isError && notifications.length === 0 ? (
            <Box sx={{ px: 2, py: 3, textAlign: 'center' }}>
              <Typography color="error">{notificationMessages.unableToLoad}</Typography>
              <Button size="small" onClick={() => void list.refetch()}>
                Try again
              </Button>
            </Box>
          ) : notifications.length === 0 ? (
            <Typography color="text.secondary" sx={{ px: 2, py: 4, textAlign: 'center' }}>
              {messages.noNotifications}
            </Typography>
          ) : (
            <List dense disablePadding aria-label="Notifications list">
              {notifications.map((notification) => (
                <NotificationItem
                  key={notification._id}
                  notification={notification}
                  now={now}
                  onOpen={open}
                  onMarkRead={read}
                />
              ))}
            </List>
          )}
          {list.hasNextPage && (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
              <Button size="small" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                {list.isFetchingNextPage ? 'Loading…' : notificationMessages.showMore}
              </Button>
            </Box>
          )}
        </Box>
      </Popover>
      <NotificationPlaceDialog notification={placeShown} onClose={() => setPlaceShown(null)} />
    </>
  );
}
