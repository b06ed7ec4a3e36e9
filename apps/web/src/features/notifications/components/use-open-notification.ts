import type { Notification, NotificationPlace } from '@lodestar/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMarkRead } from '../api/mark-read';

type PlacedNotification = Notification & { place: NotificationPlace };
const hasPlace = (notification: Notification): notification is PlacedNotification => notification.place !== null;

/**
 * What the menu does with one notification: `read` marks it read (once); `open` also closes the menu, goes to its
 * page and, for an alert, shows the map where it happened (`placeShown`, until `closePlace`).
 */
export function useOpenNotification(closeMenu: () => void) {
  const navigate = useNavigate();
  const markRead = useMarkRead();
  const [placeShown, setPlaceShown] = useState<PlacedNotification | null>(null);

  const read = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification._id);
  };
  const open = (notification: Notification) => {
    closeMenu();
    read(notification);
    void navigate(notification.link);
    if (hasPlace(notification)) setPlaceShown(notification);
  };

  return { read, open, placeShown, closePlace: () => setPlaceShown(null) };
}
