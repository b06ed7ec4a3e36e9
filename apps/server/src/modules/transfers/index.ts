// The transfers module's public entry: handing a device to another account with its plan (decision 0030).
export { createReceiverAccounts } from './receiver-accounts.js';
export { createSettlementNotices } from './settlement-notices.js';
export { createTransferNotices } from './transfer-mails.js';
export { createTransferUndoneNotice } from './transfer-undone-mail.js';
export { createTransfersRepository, type TransfersRepository } from './transfers.repository.js';
export { transfersRoutes } from './transfers.routes.js';
export { createTransfersService } from './transfers.service.js';
export { createTransferSettlement, STALE_TRANSFER_MS } from './transfer-settlement.js';
export { WAITING_TRANSFER_MS, type TransferPublisher } from './waiting-transfer-endings.js';
export { createWaitingTransfersService, type WaitingTransfersService } from './waiting-transfers.service.js';
