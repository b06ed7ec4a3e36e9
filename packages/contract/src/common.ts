import { z } from 'zod';

/** The body of every error answer. */
export const errorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.string()),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const successMessageSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type SuccessMessage = z.infer<typeof successMessageSchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  current: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** The previous and next page numbers, 0 when there is none (the reference's integers, never null). */
  prev: z.number().int(),
  next: z.number().int(),
  hasPrev: z.boolean(),
  hasNext: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** A string field whose missing value reads "Field is required." and whose wrong type says so. */
/**
 * Control characters (line breaks, escapes, NUL) and the invisible marks that turn text around (U+202A–U+202E,
 * U+2066–U+2069, U+200E, U+200F, U+061C): a name with them can pose as another in lists and mails.
 */
const HIDDEN_CHARACTERS = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
export const NAME_CHARACTERS_MESSAGE = 'Names may not contain control or text-direction characters.';
/** A name people read (an account's, a device's, a group's, a share's): plain visible text. */
export const isPlainName = (text: string) => !HIDDEN_CHARACTERS.test(text);

export const requiredString = (requiredMessage = 'Field is required.') =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? requiredMessage : 'Must be a string.') });

export const emailSchema = requiredString()
  .trim()
  .min(1, 'Field is required.')
  .max(254, 'Email must be at most 254 characters.')
  .pipe(z.email('Invalid Email address.'))
  .transform((value) => value.toLowerCase());

/** The display rule of an error answer: first error, else message, else the caller's fallback, else a generic text. */
export function errorMessageFrom(body: unknown, fallback?: string): string {
  if (body && typeof body === 'object') {
    const { errors, message } = body as { errors?: unknown; message?: unknown };
    if (Array.isArray(errors) && typeof errors[0] === 'string' && errors[0]) return errors[0];
    if (typeof message === 'string' && message) return message;
  }
  return fallback ?? GENERIC_ERROR;
}
export const GENERIC_ERROR = 'Something went wrong';

/** The page sizes a table offers (the history grid, the groups, the users); each table says which one it starts at. */
export const TABLE_PAGE_SIZES = [5, 10, 15, 20, 50, 100] as const;

/** The pagination block of a paged answer; page 0 means the first page, as the device list treats it. */
export function paginationOf(page: number, perPage: number, total: number): Pagination {
  const current = Math.max(1, page);
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  const hasPrev = current > 1;
  const hasNext = current < totalPages;
  return {
    page: current,
    current,
    perPage,
    total,
    totalPages,
    prev: hasPrev ? current - 1 : 0,
    next: hasNext ? current + 1 : 0,
    hasPrev,
    hasNext,
  };
}
