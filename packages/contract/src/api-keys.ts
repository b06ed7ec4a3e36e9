import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** The API key as GET, PUT and DELETE answer it: never the key itself, only a hint to recognise it by. */
export const apiKeyStateSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  keyGenerated: z.boolean(),
  /** The key's first and last characters (`lsk_AbCd…wxyz`), or null when none is generated. */
  key: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string().nullable(),
});
export type ApiKeyState = z.infer<typeof apiKeyStateSchema>;

/** POST /api/v2/account/clientKey: a new key (replacing any earlier one), shown in full this once. */
export const apiKeyCreatedSchema = apiKeyStateSchema.extend({ key: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

export const updateApiKeyRequestSchema = z.strictObject({ active: z.boolean({ error: 'active must be true or false.' }) });
export type UpdateApiKeyRequest = z.input<typeof updateApiKeyRequestSchema>;

/** An API key goes in `Authorization: Bearer <key>` or `X-API-Key: <key>`; it starts with this prefix. */
export const API_KEY_PREFIX = 'lsk_';

const whoMayUseKeys = '(enterprise; a signed-in session, not an API key)';
const path = '/api/v2/account/clientKey';
const tags = ['API key'];

/** The account's API key (the calls under /api/v2/account/clientKey): one at most, shown whole only when made. */
export const apiKeyEndpoints = {
  generate: endpoint({
    method: 'POST',
    path,
    tags,
    summary: `Make a new API key, replacing any earlier one; the answer is the only time the full key is shown ${whoMayUseKeys}`,
    success: { 201: apiKeyCreatedSchema },
    errors: [401, 403],
  }),
  state: endpoint({
    method: 'GET',
    path,
    tags,
    summary: `Whether an API key exists, its hint, whether it is active and when it was made ${whoMayUseKeys}`,
    success: { 200: apiKeyStateSchema },
    errors: [401, 403],
  }),
  setActive: endpoint({
    method: 'PUT',
    path,
    tags,
    summary: `Switch the API key on or off ${whoMayUseKeys}`,
    body: updateApiKeyRequestSchema,
    success: { 200: apiKeyStateSchema },
    errors: [400, 401, 403, 404],
  }),
  remove: endpoint({
    method: 'DELETE',
    path,
    tags,
    summary: `Remove the API key ${whoMayUseKeys}`,
    success: { 200: apiKeyStateSchema },
    errors: [401, 403, 404],
  }),
};
