import { z } from 'zod';
import type { Role } from './roles.js';

/** A user's privilege on a device. SuperOwner is the account the device belongs to. */
export const Privilege = { Owner: 0, Unrestricted: 1, Limited: 2, SuperOwner: 3 } as const;
export type Privilege = (typeof Privilege)[keyof typeof Privilege];
export const privilegeSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
/** The privileges a share can grant (a share never makes its holder SuperOwner). */
export const sharePrivilegeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type SharePrivilege = z.infer<typeof sharePrivilegeSchema>;

const anyone: readonly Privilege[] = [Privilege.SuperOwner, Privilege.Owner, Privilege.Unrestricted, Privilege.Limited];
const owners: readonly Privilege[] = [Privilege.SuperOwner, Privilege.Owner];

/**
 * What each privilege may do with a device: most actions need Owner or SuperOwner, removal
 * needs SuperOwner, Unrestricted users may switch their own alerts, everyone who sees a device may read it.
 * Removing all sharing is SuperOwner's alone: it would take an Owner share's own access away too.
 */
export const deviceActionPrivileges = {
  view: anyone,
  getTemperature: anyone,
  alertSettings: [Privilege.SuperOwner, Privilege.Owner, Privilege.Unrestricted],
  alarm: owners,
  airplaneMode: owners,
  operatingMode: owners,
  locate: owners,
  geofence: owners,
  clearHistory: owners,
  exportHistory: owners,
  settings: owners,
  firmwareUpdate: owners,
  share: owners,
  liveLink: owners,
  manageSharing: owners,
  remove: [Privilege.SuperOwner],
  removeAllSharing: [Privilege.SuperOwner],
} as const satisfies Record<string, readonly Privilege[]>;
export type DeviceAction = keyof typeof deviceActionPrivileges;

/** Actions the sharedUser role never has, whatever its privilege. */
const sharedUserRoleDenied: readonly DeviceAction[] = ['share', 'liveLink', 'manageSharing', 'remove', 'removeAllSharing'];

/** The one rule, used by the server's checks and the browser's menus alike. */
export function mayOnDevice(action: DeviceAction, privilege: Privilege, userRoles: readonly Role[]): boolean {
  if (userRoles.includes('sharedUser') && sharedUserRoleDenied.includes(action)) return false;
  return (deviceActionPrivileges[action] as readonly Privilege[]).includes(privilege);
}

/** How much each privilege holds: SuperOwner > Owner > Unrestricted > Limited (the flags are not in that order). */
const privilegeRank: Record<Privilege, number> = {
  [Privilege.SuperOwner]: 3,
  [Privilege.Owner]: 2,
  [Privilege.Unrestricted]: 1,
  [Privilege.Limited]: 0,
};

/** Nobody grants more than they hold: the rule for creating and changing a share, on the server and in the form. */
export function mayGrant(holder: Privilege, granted: SharePrivilege): boolean {
  return privilegeRank[holder] >= privilegeRank[granted];
}
