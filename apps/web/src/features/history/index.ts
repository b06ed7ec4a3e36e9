// The history feature's public entry: what the rest of the app uses of it.
export { applyLiveLocation } from './api/live-history';
export { DeviceWhereabouts } from './components/device-whereabouts';
export { HistoryPanel } from './components/history-panel';
export { createdOn, placeOf } from './location-text';
