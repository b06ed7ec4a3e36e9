import type { Notification } from '@lodestar/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMarkRead } from '../api/mark-read';
import { hasDetails } from '../notification-details';

/**
 * What the menu does with one notification: `read` marks it read (once); `open` also closes the menu, goes to its
 * page and, for an alert, shows its details and the map where it happened (`detailsShown`, until `closeDetails`).
 */
export function useOpenNotification(closeMenu: () => void) {
  const navigate = useNavigate();
  const markRead = useMarkRead();
  const [detailsShown, setDetailsShown] = useState<Notification | null>(null);

  const read = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification._id);
  };
  const open = (notification: Notification) => {
    closeMenu();
    read(notification);
    void navigate(notification.link);
    if (hasDetails(notification)) setDetailsShown(notification);
  };

  return { read, open, detailsShown, closeDetails: () => setDetailsShown(null) };
}
