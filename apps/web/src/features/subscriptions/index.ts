// The subscriptions feature's public entry: what the rest of the app uses of it.
export { PlansTab } from './components/plans-tab';
export { usePlansTabAlongside } from './hooks/use-plans-tab-alongside';
export { prefetchPlansTab } from './api/prefetch-plans-tab';
export { usePlans } from './api/list-plans';
