// The payment-users module's public entry: a user's saved ways to pay.
export { paymentUsersRoutes } from './payment-users.routes.js';
export { createPaymentUsersService } from './payment-users.service.js';
export { createPaymentHistoryService, type PaymentHistoryService } from './payment-history.service.js';
