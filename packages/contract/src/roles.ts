import { z } from 'zod';

export const roles = [
  'superAdmin',
  'admin',
  'user',
  'enterprise',
  'sharedUser',
  'enterpriseNoApi',
  'dealership',
  'k9',
] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

type RoleList = readonly Role[];
const hasAny = (userRoles: RoleList, wanted: RoleList) => wanted.some((role) => userRoles.includes(role));

const transferDevices = (r: RoleList) => r.includes('k9');
const enterpriseMenu = (r: RoleList) => r.includes('dealership') && r.includes('enterprise');

/** Who sees what, by role. */
export const capabilities = {
  groups: (r: RoleList) => hasAny(r, ['enterprise', 'admin', 'superAdmin', 'enterpriseNoApi']),
  deviceActivity: (r: RoleList) => hasAny(r, ['enterprise', 'admin', 'superAdmin', 'enterpriseNoApi']),
  enterpriseMenu,
  transferDevices,
  /** Sellers find the accounts they transfer devices to, and create them (decision 0030). */
  findReceivers: (r: RoleList) => transferDevices(r) || enterpriseMenu(r),
  enterpriseLogo: (r: RoleList) => hasAny(r, ['enterprise', 'enterpriseNoApi']),
  batteryGauge: (r: RoleList) => hasAny(r, ['enterprise', 'enterpriseNoApi', 'admin', 'superAdmin']),
  administerUsers: (r: RoleList) => hasAny(r, ['admin', 'superAdmin']),
  deleteUsers: (r: RoleList) => r.includes('superAdmin'),
  /** The API key section is for enterprise users only (enterpriseNoApi, as its name says, has none). */
  apiKey: (r: RoleList) => r.includes('enterprise'),
} as const;
export type Capability = keyof typeof capabilities;

export function can(capability: Capability, userRoles: RoleList): boolean {
  return capabilities[capability](userRoles);
}
