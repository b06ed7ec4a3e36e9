import { z } from 'zod';

/** Someone a device can be transferred to, as the transfer pages find them: no more than a seller needs to know. */
export const transferCandidateSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
});
export type TransferCandidate = z.infer<typeof transferCandidateSchema>;
