// The subscriptions feature's public entry: what the rest of the app uses of it.
export { PlansTab } from './components/plans-tab';
export { AddCardDialog } from './components/add-card-dialog';
export { usePaymentUser } from './api/payment-user';
export { usePlans } from './api/list-plans';
export { useMakeDefaultMethod } from './api/change-method';
export { useDetachMethod } from './api/detach-method';
export { methodLabel } from './payment-method-label';
export { subscriptionKeys } from './api/subscription-keys';
