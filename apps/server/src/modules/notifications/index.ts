// The notifications module's public entry: what the rest of the server uses of it.
export { devicePageLink, type EventNotice, type Notice } from './notification-telling.js';
export { createNotificationsRepository } from './notifications.repository.js';
export { notificationsRoutes } from './notifications.routes.js';
export { createNotificationsService, type NotificationsService } from './notifications.service.js';
