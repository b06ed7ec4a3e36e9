// The subscriptions feature's public entry: what the rest of the app uses of it.
export { PlansTab } from './components/plans-tab';
export { usePlans } from './api/list-plans';
