import Done from '@mui/icons-material/Done';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import type { Notification } from '@lodestar/contract';
import { visuallyHidden } from '../../../components/visually-hidden';
import { formatDateTime } from '../../../lib/date-time';
import { useT } from '../../../lib/i18n/use-t';
import { relativeTime } from '../../../lib/relative-time';
import { notificationSentence } from '../notification-sentence';
import { NotificationIcon } from './notification-icon';

interface NotificationItemProps {
  notification: Notification;
  now: number;
  onOpen: (notification: Notification) => void;
  onMarkRead: (notification: Notification) => void;
}

/** One notification: what happened and how long ago; an unread one is bold, with its own Mark as read button. */
export function NotificationItem({ notification, now, onOpen, onMarkRead }: NotificationItemProps) {
  const t = useT();
  const { createdAt, read, kind } = notification;
  const message = notificationSentence(t, notification);
  return (
    <ListItem
      disablePadding
      secondaryAction={
        read ? undefined : (
          <Tooltip title={t('notificationMessages.markAsRead')}>
            <IconButton
              edge="end"
              size="small"
              aria-label={t('notifications.item.markRead', { message })}
              onClick={() => onMarkRead(notification)}
            >
              <Done fontSize="small" />
            </IconButton>
          </Tooltip>
        )
      }
      sx={{ bgcolor: read ? undefined : 'action.hover' }}
    >
      <ListItemButton onClick={() => onOpen(notification)} sx={{ alignItems: 'flex-start', pr: read ? 2 : 6 }}>
        <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
          <NotificationIcon kind={kind} />
        </ListItemIcon>
        <ListItemText
          primary={
            <>
              {!read && (
                <Box component="span" sx={visuallyHidden}>
                  {t('notifications.item.unread')}
                </Box>
              )}
              {message}
            </>
          }
          secondary={
            <time dateTime={createdAt} title={formatDateTime(createdAt)}>
              {relativeTime(t, createdAt, now)}
            </time>
          }
          slotProps={{ primary: { variant: 'body2', sx: { fontWeight: read ? 400 : 600, overflowWrap: 'anywhere' } } }}
        />
      </ListItemButton>
    </ListItem>
  );
}
