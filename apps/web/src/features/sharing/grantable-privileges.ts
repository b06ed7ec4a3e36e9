import { mayGrant, Privilege, type SharePrivilege } from '@lodestar/contract';

const sharePrivileges: readonly SharePrivilege[] = [Privilege.Owner, Privilege.Unrestricted, Privilege.Limited];

/** The privileges a holder of `privilege` may give in a share; an Owner or SuperOwner may give all three. */
export function grantablePrivileges(privilege: Privilege): SharePrivilege[] {
  return sharePrivileges.filter((candidate) => mayGrant(privilege, candidate));
}
