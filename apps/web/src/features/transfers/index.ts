// The transfers feature's public entry: its pages load on demand by path.
export { transferKeys } from './api/transfer-keys';
