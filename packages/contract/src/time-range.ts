import { z } from 'zod';

const DAY_MS = 86_400_000;

export const timeRangeMessages = {
  order: '`from` must be before `to`.',
} as const;

/**
 * A query's `from` and `to`: ISO 8601 instants with their offset, `from` before `to`, at most `maxDays` apart
 * (otherwise `tooLong`, on `to`).
 */
export function timeRangeQuerySchema({ maxDays, tooLong }: { maxDays: number; tooLong: string }) {
  return z
    .object({ from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }) })
    .superRefine(({ from, to }, context) => {
      const span = Date.parse(to) - Date.parse(from);
      if (span <= 0) context.addIssue({ code: 'custom', message: timeRangeMessages.order, path: ['to'] });
      else if (span > maxDays * DAY_MS) context.addIssue({ code: 'custom', message: tooLong, path: ['to'] });
    });
}
