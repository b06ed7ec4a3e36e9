// The activity feature's public entry: what the rest of the app uses of it.
export { activityKeys } from './api/activity-keys';
