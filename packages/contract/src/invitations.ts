import { z } from 'zod';
import { successMessageSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { deviceTypeSchema } from './devices.js';
import { sharePrivilegeSchema } from './privileges.js';

/**
 * Pending invitations addressed to the caller: device shares and account shares not yet accepted.
 * Accepting makes a share live; declining deletes it. The invitation mail links to
 * `/invitations/{kind}/{id}`.
 */
export const invitationKinds = ['device', 'account'] as const;
export const invitationKindSchema = z.enum(invitationKinds);
export type InvitationKind = z.infer<typeof invitationKindSchema>;

export const invitationSchema = z.object({
  _id: z.string(),
  kind: invitationKindSchema,
  from: z.object({ name: z.string(), email: z.string() }),
  /** Device invitations only. */
  device: z.object({ deviceUUID: z.string(), name: z.string(), deviceType: deviceTypeSchema }).nullable(),
  privilege: sharePrivilegeSchema.nullable(),
  sharerName: z.string(),
  message: z.string(),
  expiryDate: z.string().nullable(),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationsResponseSchema = z.object({ success: z.literal(true), data: z.array(invitationSchema) });
export type InvitationsResponse = z.infer<typeof invitationsResponseSchema>;
export const invitationParamsSchema = z.object({ kind: invitationKindSchema, id: z.uuid('Invitation not found') });

export const invitationMessages = {
  none: 'You have no pending invitations.',
  pendingBanner: (count: number) =>
    count === 1 ? 'You have 1 pending invitation.' : `You have ${count} pending invitations.`,
  fetchFallback: 'Something went wrong while fetching invitations',
} as const;

/** The shares addressed to the caller that wait for an answer. */
export const invitationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/invitations',
    tags: ['Invitations'],
    summary: "The caller's pending device and account share invitations, newest first",
    success: { 200: invitationsResponseSchema },
    errors: [401, 403],
  }),
  accept: endpoint({
    method: 'POST',
    path: '/api/invitations/:kind/:id/accept',
    tags: ['Invitations'],
    summary: 'Accept an invitation: the share starts giving access',
    params: invitationParamsSchema,
    success: { 200: successMessageSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  decline: endpoint({
    method: 'DELETE',
    path: '/api/invitations/:kind/:id',
    tags: ['Invitations'],
    summary: 'Decline an invitation: it is deleted',
    params: invitationParamsSchema,
    success: { 200: successMessageSchema },
    errors: [400, 401, 403, 404],
  }),
};
