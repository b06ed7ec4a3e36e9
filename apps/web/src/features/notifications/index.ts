// The notifications feature's public entry: what the rest of the app uses of it.
export { applyNotificationInsert } from './api/notification-cache';
export { notificationKeys } from './api/notification-keys';
export { NotificationsMenu } from './components/notifications-menu';
