import { z } from 'zod';
import { transferCandidateSchema } from './transfer-candidate.js';

/**
 * A transfer the seller paid that waits for its receiver to verify their email address (decision 0084): the device
 * stays the seller's until then.
 */
export const waitingTransferSchema = z.object({
  _id: z.string(),
  device: z.object({ _id: z.string(), name: z.string(), deviceUUID: z.string() }),
  receiver: transferCandidateSchema,
  planId: z.string(),
  createdAt: z.string(),
  /** When it is cancelled and refunded by itself, unless the receiver has verified by then. */
  expiresAt: z.string(),
});
export type WaitingTransfer = z.infer<typeof waitingTransferSchema>;

export const waitingTransfersResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(waitingTransferSchema),
});
export type WaitingTransfersResponse = z.infer<typeof waitingTransfersResponseSchema>;

export const transferIdParamsSchema = z.object({ transferId: z.string().trim().min(1).max(100) });

export const cancelTransferResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type CancelTransferResponse = z.infer<typeof cancelTransferResponseSchema>;
