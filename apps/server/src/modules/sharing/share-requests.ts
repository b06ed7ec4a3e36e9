import type { insertShareRequestSchema, resendShareRequestSchema, updateShareRequestSchema } from '@lodestar/contract';
import type { z } from 'zod';
import type { Principal } from '../../http/authenticate.js';

export type InsertShareBody = z.output<typeof insertShareRequestSchema>;
export type UpdateShareBody = z.output<typeof updateShareRequestSchema>;
export type ResendShareBody = z.output<typeof resendShareRequestSchema>;

/** How the caller signed in: granting Owner takes a session (and the password), never an API key. */
export type Via = Principal['via'];

/** A requested date (an expiry) as a Date; null when none was given. */
export const dateOrNull = (iso: string | null | undefined) => (iso ? new Date(iso) : null);
