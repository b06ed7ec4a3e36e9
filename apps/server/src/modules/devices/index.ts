// The devices module's public entry: what the rest of the server uses of it.
export { liveShare, viewersOf, visibleTo } from './device-access.js';
export { createDeviceChanger, type DeviceChanger, type DeviceOutcome } from './device-change.js';
export { createDeviceGate, type DeviceGate } from './device-gate.js';
export type { DeviceShares } from './device-shares-port.js';
export type { DeviceUpdateCalls, FenceFields } from './device-update.js';
export { toDevice } from './device.mapper.js';
export { handOverDevice, releaseAccountDevices, releaseDevices } from './device-ownership.repository.js';
export { createDevicesRepository, type DevicesRepository } from './devices.repository.js';
export type { DeviceModification } from './device-modifications.repository.js';
export { devicesRoutes } from './devices.routes.js';
export { createDevicesService } from './devices.service.js';
export { withGeoFenceRule } from './merge-settings.js';
export { createNotificationEmailConfirmationsRepository } from './notification-email-confirmations.repository.js';
export { notificationEmailsRoutes } from './notification-emails.routes.js';
export { createNotificationEmailsService } from './notification-emails.service.js';
export { newPasscode, samePasscode } from './passcode.js';
