// The history feature's public entry: what the rest of the app uses of it.
export { historyMapQuery } from './api/get-history-map';
export { historyKeys } from './api/history-keys';
export { applyLiveLocation } from './api/live-history';
export { HistoryPanel } from './components/history-panel';
export { GEOFENCE_COLOR, geofenceFrame, geofenceOf } from './history-map-layers';
export { createdOn, placeOf } from './location-text';
