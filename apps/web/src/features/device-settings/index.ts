// The device-settings feature's public entry: what the rest of the app uses of it.
export { changedFields } from './changed-fields';
