// The transfers feature's public entry: what the realtime events change.
export { applyReceiverVerified, applyTransferUpdate } from './api/transfer-events';
