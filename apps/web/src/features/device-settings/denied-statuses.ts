import { ApiError } from '../../lib/api-client';

/**
 * A device the user may not see answers 404 (or 403): for the settings that means Permission denied, not a failure
 * worth a Retry.
 */
export const DENIED_STATUSES = [403, 404] as const;

export const isDenied = (error: unknown) =>
  error instanceof ApiError && (DENIED_STATUSES as readonly number[]).includes(error.status);
