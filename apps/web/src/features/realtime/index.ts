// The realtime feature's public entry: what the rest of the app uses of it.
export { useRealtimeConnection } from './use-realtime-connection';
