import { z } from 'zod';
import { emailSchema, successMessageSchema } from './common.js';
import { endpoint } from './endpoint.js';

/**
 * Account sharing: an account invites a person by email; once they accept,
 * they see every device of the account, present and future, with the Limited privilege and no expiry (view
 * only: docs/decisions/0009-sharing-and-groups.md). Either side may end it.
 */
export const accountShareSchema = z.object({
  _id: z.string(),
  /** The account that shares its devices. */
  userId: z.string(),
  email: z.string(),
  /** The member's account, null until they accept (a pending invitation names only the address). */
  memberId: z.string().nullable(),
  isAcceptedFlag: z.union([z.literal(0), z.literal(1)]),
  createdAt: z.string(),
  member: z.object({ name: z.string(), profilePicture: z.string() }).nullable(),
});
export type AccountShare = z.infer<typeof accountShareSchema>;

export const ACCOUNT_SHARES_MAX = 50;

export const accountShareFindParamsSchema = z.object({ id: z.uuid('User not found') });
export const accountShareRemoveParamsSchema = z.object({ id: z.uuid('Account share not found') });

/** GET /api/share-account/find/{id}: the people the account {id} has invited (the caller's own account, or any for admins). */
export const accountSharesResponseSchema = z.object({ success: z.literal(true), data: z.array(accountShareSchema) });
export type AccountSharesResponse = z.infer<typeof accountSharesResponseSchema>;

/** POST /api/share-account/invite. */
export const accountShareInviteRequestSchema = z.object({ userId: z.uuid('User not found'), email: emailSchema });
export type AccountShareInviteRequest = z.input<typeof accountShareInviteRequestSchema>;
export const accountShareResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  share: accountShareSchema,
});

/** GET /api/share-account/memberships: the accounts shared with the caller (accepted ones). */
export const accountMembershipSchema = z.object({
  _id: z.string(),
  owner: z.object({ name: z.string(), email: z.string(), profilePicture: z.string() }),
  createdAt: z.string(),
});
export type AccountMembership = z.infer<typeof accountMembershipSchema>;
export const accountMembershipsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(accountMembershipSchema),
});

export const accountShareMessages = {
  invited: 'Invitation sent',
  alreadyInvited: 'This email address is already invited to your account.',
  notYourself: 'You cannot share your account with yourself.',
  tooMany: `An account can be shared with at most ${ACCOUNT_SHARES_MAX} people.`,
  onlyYourOwn: 'You can only manage the sharing of your own account.',
  notFound: 'Account share not found',
  confirmRemoval: 'Are you sure you want to stop sharing your account with this person?',
  confirmLeave: 'Are you sure you want to stop seeing the devices of this account?',
  fetchFallback: 'Something went wrong while fetching account sharing',
} as const;

const accountSharingTags = ['Account sharing'];

/** Sharing a whole account: the people it is shared with, and the accounts shared with the caller. */
export const accountSharingEndpoints = {
  find: endpoint({
    method: 'GET',
    path: '/api/share-account/find/:id',
    tags: accountSharingTags,
    summary: 'The people an account is shared with (your own account; any for user administrators)',
    params: accountShareFindParamsSchema,
    success: { 200: accountSharesResponseSchema },
    errors: [400, 401, 403],
  }),
  invite: endpoint({
    method: 'POST',
    path: '/api/share-account/invite',
    tags: accountSharingTags,
    summary: 'Invite a person by email to see every device of your account (Limited, view only)',
    body: accountShareInviteRequestSchema,
    success: { 201: accountShareResponseSchema },
    errors: [400, 401, 403, 409, 429],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/share-account/remove/:id',
    tags: accountSharingTags,
    summary: 'End an account share: its owner stops sharing, or its member leaves',
    params: accountShareRemoveParamsSchema,
    success: { 200: successMessageSchema },
    errors: [400, 401, 403, 404],
  }),
  memberships: endpoint({
    method: 'GET',
    path: '/api/share-account/memberships',
    tags: accountSharingTags,
    summary: 'The accounts shared with the caller (accepted)',
    success: { 200: accountMembershipsResponseSchema },
    errors: [401, 403],
  }),
};
