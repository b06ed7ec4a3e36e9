import { Privilege, roles, type Role, type SharePrivilege } from '@lodestar/contract';

/**
 * The columns of the authorization matrix: who calls.
 *
 * - `nobody` sends no credentials.
 * - `owner` is the SuperOwner of the world's resources, a plain user, calling about its own.
 * - The outsiders aim at the owner's resources: an unverified account, the device shares (not accepted, expired,
 *   Owner, Unrestricted, Limited, and Owner held by a sharedUser-role account), the member of the owner's account,
 *   and an enterprise user calling with its API key.
 * - One column per role: a user with only that role and nothing to do with the owner (the `user`
 *   column is the plain stranger). They aim at the owner's resources too, so no role reaches someone else's device,
 *   except on the group routes, where the role is the gate and they aim at groups of their own.
 *
 * Every column calls about its own account on the routes that are about the caller's account (profile, password,
 * API key, invitations list); on the routes that name an account (marked † in the table) everyone names the owner's.
 */
export type CallerId =
  | 'nobody'
  | 'owner'
  | 'unverified'
  | 'pendingShare'
  | 'expiredShare'
  | 'ownerShare'
  | 'unrestrictedShare'
  | 'limitedShare'
  | 'sharedUserOwnerShare'
  | 'accountMember'
  | 'enterpriseApiKey'
  | Role;

export type CallerKind = 'nobody' | 'owner' | 'outsider' | 'role';

export interface CallerColumn {
  id: CallerId;
  kind: CallerKind;
  /** The column heading in docs/security.md. */
  label: string;
  /** The roles the caller's account has. */
  roles: Role[];
  /** The device share the caller holds on each of the owner's devices: accepted, a Limited one not yet expired. */
  share?: SharePrivilege;
  /** The share is still an invitation, not accepted. */
  pending?: true;
  /** The (Limited) share expired yesterday. */
  expired?: true;
  /** The owner's account is shared with the caller (accepted): Limited on every device of the account. */
  accountMember?: true;
  /** The account has not verified its email address (signed in all the same). */
  unverified?: true;
  /** Calls with an API key (`Bearer lsk_…`) instead of a session token. */
  apiKey?: true;
}

const roleColumns: CallerColumn[] = roles.map((role) => ({ id: role, kind: 'role', label: role, roles: [role] }));

export const callerColumns: readonly CallerColumn[] = [
  { id: 'nobody', kind: 'nobody', label: 'nobody', roles: [] },
  { id: 'owner', kind: 'owner', label: 'owner', roles: ['user'] },
  { id: 'unverified', kind: 'outsider', label: 'unverified', roles: ['user'], unverified: true },
  {
    id: 'pendingShare',
    kind: 'outsider',
    label: 'share 0 not accepted',
    roles: ['user'],
    share: Privilege.Owner,
    pending: true,
  },
  {
    id: 'expiredShare',
    kind: 'outsider',
    label: 'share 2 expired',
    roles: ['user'],
    share: Privilege.Limited,
    expired: true,
  },
  { id: 'ownerShare', kind: 'outsider', label: 'share 0 Owner', roles: ['user'], share: Privilege.Owner },
  {
    id: 'unrestrictedShare',
    kind: 'outsider',
    label: 'share 1 Unrestricted',
    roles: ['user'],
    share: Privilege.Unrestricted,
  },
  { id: 'limitedShare', kind: 'outsider', label: 'share 2 Limited', roles: ['user'], share: Privilege.Limited },
  {
    id: 'sharedUserOwnerShare',
    kind: 'outsider',
    label: 'sharedUser + share 0',
    roles: ['sharedUser'],
    share: Privilege.Owner,
  },
  { id: 'accountMember', kind: 'outsider', label: 'account member', roles: ['user'], accountMember: true },
  { id: 'enterpriseApiKey', kind: 'outsider', label: 'enterprise by API key', roles: ['enterprise'], apiKey: true },
  ...roleColumns,
];

export const callerIds: readonly CallerId[] = callerColumns.map((column) => column.id);

export function columnOf(id: CallerId): CallerColumn {
  const column = callerColumns.find((entry) => entry.id === id);
  if (!column) throw new Error(`no caller column ${id}`);
  return column;
}
