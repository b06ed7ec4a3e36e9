// The subscriptions feature's public entry: what the rest of the app uses of it.
export { PlansTab } from './components/plans-tab';
export { usePlansTabAlongside } from './hooks/use-plans-tab-alongside';
export { usePlans } from './api/list-plans';
