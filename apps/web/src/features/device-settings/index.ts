// The device settings feature's public entry (its page loads on demand by its own path).
export { startDeviceSettingsReads } from './start-reads';
export { type SettingsTab } from './settings-tabs';
