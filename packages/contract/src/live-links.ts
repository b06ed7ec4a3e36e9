import { z } from 'zod';
import { deviceParamsSchema, deviceTypeSchema } from './devices.js';
import { endpoint } from './endpoint.js';

/** How long a live link may last: an hour to a week, in hours. */
export const LIVE_LINK_HOURS = { min: 1, max: 168 } as const;
/** The lengths the screen offers. */
export const liveLinkHourOptions = [1, 6, 24, 72, 168] as const;
/** Links of one device that may be live at once. */
export const LIVE_LINKS_MAX_ACTIVE = 10;

export const liveLinkMessages = {
  created: 'Live link created',
  revoked: 'Live link revoked',
  tooMany: `A device may have at most ${LIVE_LINKS_MAX_ACTIVE} live links at once: revoke one first.`,
  hours: `A live link lasts ${LIVE_LINK_HOURS.min} to ${LIVE_LINK_HOURS.max} hours.`,
  /** What a link that ended, was revoked or never existed answers, alike. */
  ended: 'This link has ended.',
} as const;

export const createLiveLinkRequestSchema = z.strictObject({
  hours: z
    .number()
    .int()
    .min(LIVE_LINK_HOURS.min, liveLinkMessages.hours)
    .max(LIVE_LINK_HOURS.max, liveLinkMessages.hours),
  /** The page draws the device's track since the link was made, not only where it is. */
  showTrack: z.boolean().default(false),
});
export type CreateLiveLinkRequest = z.input<typeof createLiveLinkRequestSchema>;

export const liveLinkStates = ['active', 'expired', 'revoked'] as const;

/** A device's live link as its owners see it in the list (never its address, which was shown once). */
export const liveLinkSchema = z.object({
  _id: z.string(),
  /** Who made it: null once their account is gone. */
  createdBy: z.object({ name: z.string(), email: z.string() }).nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  state: z.enum(liveLinkStates),
  showTrack: z.boolean(),
  /** How often the page was opened, and when last. */
  opens: z.number().int(),
  lastOpenedAt: z.string().nullable(),
});
export type LiveLink = z.infer<typeof liveLinkSchema>;

export const liveLinkParamsSchema = deviceParamsSchema.extend({ linkId: z.uuid() });

export const createLiveLinkResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  link: liveLinkSchema,
  /** The link to hand out; answered only here. */
  url: z.string(),
});

export const liveLinksResponseSchema = z.object({
  success: z.literal(true),
  /** The live links, then those that ended in the last 7 days, each part newest first. */
  data: z.array(liveLinkSchema),
});

export const revokeLiveLinkResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  link: liveLinkSchema,
});

/** Where the device was: its own fix time, as the page says it. */
export const livePointSchema = z.object({ time: z.string(), latitude: z.number(), longitude: z.number() });
export type LivePoint = z.infer<typeof livePointSchema>;

export const liveTokenParamsSchema = z.object({ token: z.string().min(1).max(100) });

/** What the page behind a link shows: the device as its owner named it, where it is, and nothing else of the account. */
export const livePageResponseSchema = z.object({
  success: z.literal(true),
  device: z.object({ name: z.string(), deviceType: deviceTypeSchema }),
  position: livePointSchema.nullable(),
  /** Whether the page draws the route: the track, and the positions that arrive while it is open. */
  showTrack: z.boolean(),
  /** Oldest first, since the link was made (its newest 10,080 positions); empty unless the link shows the track. */
  track: z.array(livePointSchema),
  expiresAt: z.string(),
});
export type LivePageResponse = z.infer<typeof livePageResponseSchema>;

/** The socket namespace of the pages behind live links, and its events: each socket hears its own link's device only. */
export const LIVE_SOCKET_NAMESPACE = '/live';
export const liveSocketEvents = { position: 'live-position', ended: 'live-ended' } as const;

const tags = ['Live links'];

/** Live links: a device's live position shown to people without an account. */
export const liveLinkEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/api/devices/:id/live-links',
    tags,
    summary: `Makes a link that shows the device's live position to anyone who opens it, for \`hours\` (1 to 168), with its track since then if \`showTrack\` (SuperOwner or Owner)`,
    params: deviceParamsSchema,
    body: createLiveLinkRequestSchema,
    success: { 200: createLiveLinkResponseSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/devices/:id/live-links',
    tags,
    summary: "The device's live links and those that ended in the last 7 days (SuperOwner or Owner)",
    params: deviceParamsSchema,
    success: { 200: liveLinksResponseSchema },
    errors: [401, 403, 404],
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: '/api/devices/:id/live-links/:linkId',
    tags,
    summary: 'Ends a live link at once: its page says it has ended (SuperOwner or Owner)',
    params: liveLinkParamsSchema,
    success: { 200: revokeLiveLinkResponseSchema },
    errors: [401, 403, 404],
  }),
  page: endpoint({
    method: 'GET',
    path: '/api/live/:token',
    tags,
    summary:
      "What the page behind a live link shows, without an account: the device's name, its position and (if asked) its track since the link was made. A link that ended, was revoked or never existed answers 404 alike.",
    params: liveTokenParamsSchema,
    security: [],
    success: { 200: livePageResponseSchema },
    errors: [404, 429],
  }),
};
