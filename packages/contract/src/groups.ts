import { z } from 'zod';
import { isPlainName, NAME_CHARACTERS_MESSAGE, paginationSchema, successMessageSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { deviceSchema } from './devices.js';

/** Device groups, for the roles with the groups capability. */
export const GROUP_NAME_MAX = 60;
export const GROUP_DEVICES_MAX = 1000;
/** The side menu lists this many groups before View More. */
export const SIDE_MENU_GROUPS = 5;

export const groupMessages = {
  nameTooLong: `Group name must be at most ${GROUP_NAME_MAX} characters.`,
  tooManyDevices: `A group holds at most ${GROUP_DEVICES_MAX} devices.`,
  confirmDelete: 'Are you sure you want to delete this group?',
  unableToLoadGroup: 'Unable to load devices group',
  unableToLoadGroups: 'Unable to load Device Groups',
  nameRequired: 'Group name is required.',
  deviceRequired: 'Choose at least one device.',
  created: 'Group created',
  notFound: 'Group not found',
  devicesNotVisible: 'Some of the chosen devices are not yours or no longer exist.',
  emptyList: 'No groups yet. Create one to see several devices together.',
} as const;

const groupName = z
  .string({ error: groupMessages.nameRequired })
  .trim()
  .min(1, groupMessages.nameRequired)
  .max(GROUP_NAME_MAX, groupMessages.nameTooLong)
  .refine(isPlainName, NAME_CHARACTERS_MESSAGE);
/** Device `_id`s; each once. */
const groupDeviceIds = z
  .array(z.uuid(groupMessages.devicesNotVisible), { error: groupMessages.deviceRequired })
  .min(1, groupMessages.deviceRequired)
  .max(GROUP_DEVICES_MAX, groupMessages.tooManyDevices)
  .transform((ids) => [...new Set(ids)]);

export const createGroupRequestSchema = z.strictObject({ name: groupName, devicesId: groupDeviceIds });
export type CreateGroupRequest = z.input<typeof createGroupRequestSchema>;
export const updateGroupRequestSchema = z
  .strictObject({ name: groupName, devicesId: groupDeviceIds })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update.');
export type UpdateGroupRequest = z.input<typeof updateGroupRequestSchema>;

export const groupParamsSchema = z.object({ id: z.uuid(groupMessages.notFound) });

export const groupsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(0).max(1_000_000).default(1),
  perPage: z.coerce.number().int().min(1).max(999).default(10),
  filter: z.string().trim().max(100).optional(),
});
/** A page of the group list as the server reads it (the web always names page, 1-based, and perPage); an empty filter lists every group. */
export type GroupsQuery = z.infer<typeof groupsQuerySchema>;

/** A group in the list: its device ids (only devices its owner still sees) and their count. */
export const groupSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  devicesId: z.array(z.string()),
  deviceCount: z.number().int(),
  createdAt: z.string(),
});
export type GroupSummary = z.infer<typeof groupSummarySchema>;

export const groupsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(groupSummarySchema),
  pagination: paginationSchema,
});
export type GroupsResponse = z.infer<typeof groupsResponseSchema>;

/** GET /api/device/groups/{id}: the group with its devices as the device list shows them. */
export const groupResponseSchema = z.object({
  success: z.literal(true),
  group: groupSummarySchema.extend({ devices: z.array(deviceSchema) }),
});
export type GroupResponse = z.infer<typeof groupResponseSchema>;
export type GroupWithDevices = GroupResponse['group'];

export const createGroupResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  groupId: z.string(),
});

/** PATCH /api/device/groups/update/{id}: the group as the list shows it after the change. */
export const updateGroupResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  group: groupSummarySchema,
});
export type UpdateGroupResponse = z.infer<typeof updateGroupResponseSchema>;

const groupTags = ['Groups'];
const groupRoles = '(enterprise, admin, superAdmin, enterpriseNoApi)';

/** Named groups of the caller's devices. */
export const groupEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/device/groups',
    tags: groupTags,
    summary: `The caller's groups, oldest first, paged and filtered by name ${groupRoles}`,
    query: groupsQuerySchema,
    success: { 200: groupsResponseSchema },
    errors: [400, 401, 403],
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/device/groups/:id',
    tags: groupTags,
    summary: `One of the caller's groups with its devices, by name ${groupRoles}`,
    params: groupParamsSchema,
    success: { 200: groupResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/device/groups/create',
    tags: groupTags,
    summary: `Create a group of devices the caller can see ${groupRoles}`,
    body: createGroupRequestSchema,
    success: { 201: createGroupResponseSchema },
    errors: [400, 401, 403],
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/device/groups/update/:id',
    tags: groupTags,
    summary: `Rename a group and/or replace its devices ${groupRoles}`,
    params: groupParamsSchema,
    body: updateGroupRequestSchema,
    success: { 200: updateGroupResponseSchema },
    errors: [400, 401, 403, 404],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/device/groups/delete/:id',
    tags: groupTags,
    summary: `Delete a group; its devices stay as they are ${groupRoles}`,
    params: groupParamsSchema,
    success: { 200: successMessageSchema },
    errors: [400, 401, 403, 404],
  }),
};
