// The notifications module's public entry: what the rest of the server uses of it.
export { createNotificationsRepository } from './notifications.repository.js';
export { notificationsRoutes } from './notifications.routes.js';
export {
  createNotificationsService,
  devicePageLink,
  type EventNotice,
  type Notice,
  type NotificationsService,
} from './notifications.service.js';
