// The devices feature's public entry: what the rest of the app uses of it.
export { patchCachedDevice, updateCachedDevice } from './api/cached-devices';
export { deviceKeys } from './api/device-keys';
export { devicesQuery, type DevicePage } from './api/find-devices';
export { deviceQuery, getDevice, useDevice } from './api/get-device';
export { DeviceDetailPanels } from './components/device-detail-panels';
export { DeviceLoadError } from './components/device-load-error';
export { DeviceOverviewSkeleton } from './components/device-overview-skeleton';
export { DevicePageHeader } from './components/device-page-header';
export { DevicePagination } from './components/device-pagination';
export { DevicePicture } from './components/device-picture';
export { deviceViews } from './components/device-results';
export { DeviceSearchInput } from './components/device-search-input';
export { InfoRow } from './components/info-row';
export { DeviceSlotsContext, type DeviceSlots } from './device-slots';
export { useOnDeviceOverview } from './hooks/use-on-device-overview';
export { pageCountOf, useOverviewPage } from './hooks/use-overview-page';
