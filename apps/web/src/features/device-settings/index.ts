// The device settings feature's public entry (its page loads on demand by its own path).
export { type SettingsTab } from './settings-tabs';
