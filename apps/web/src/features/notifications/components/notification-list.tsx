import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import type { Notification } from '@lodestar/contract';
import { useT } from '../../../lib/i18n/use-t';
import type { useNotifications } from '../api/list-notifications';
import { NotificationItem } from './notification-item';

interface NotificationListProps {
  list: Pick<
    ReturnType<typeof useNotifications>,
    'notifications' | 'isPending' | 'isError' | 'refetch' | 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'
  >;
  now: number;
  onOpen: (notification: Notification) => void;
  onMarkRead: (notification: Notification) => void;
}

/** The menu's scrolling list: loading, a failure with Try again, none yet, or the notifications; then Show more. */
export function NotificationList({ list, now, onOpen, onMarkRead }: NotificationListProps) {
  const t = useT();
  const { notifications } = list;
  return (
    <Box sx={{ maxHeight: 'min(480px, calc(100vh - 160px))', overflowY: 'auto' }}>
      {list.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress size={28} aria-label={t('notifications.list.loading')} />
        </Box>
      ) : list.isError && notifications.length === 0 ? (
        <Box sx={{ px: 2, py: 3, textAlign: 'center' }}>
          <Typography color="error">{t('notificationMessages.unableToLoad')}</Typography>
          <Button size="small" onClick={() => void list.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </Box>
      ) : notifications.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, py: 4, textAlign: 'center' }}>
          {t('messages.noNotifications')}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={t('notifications.list.label')}>
          {notifications.map((notification) => (
            <NotificationItem
              key={notification._id}
              notification={notification}
              now={now}
              onOpen={onOpen}
              onMarkRead={onMarkRead}
            />
          ))}
        </List>
      )}
      {list.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
          <Button size="small" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {t(list.isFetchingNextPage ? 'notifications.list.loadingMore' : 'notificationMessages.showMore')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
