import { z } from 'zod';

/** The choices of how many days an account keeps its location history; positions older than that are deleted. */
export const historyRetentionChoices = [30, 90, 180, 365, 730] as const;
export type HistoryRetentionChoice = (typeof historyRetentionChoices)[number];

export const HISTORY_RETENTION_INVALID = `History retention is ${historyRetentionChoices.join(', ')} days, or null for the installation default.`;

/** An account's retention: one of the choices, or null for the installation's default (`historyRetentionDays` of GET /api/config). */
export const historyRetentionDaysSchema = z
  .literal(historyRetentionChoices, { error: HISTORY_RETENTION_INVALID })
  .nullable();
export type HistoryRetentionDays = z.infer<typeof historyRetentionDaysSchema>;
