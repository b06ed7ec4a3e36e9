/** Texts of users: the administrators' list of accounts. */
export const users = {
  'users.search': 'Search users by email or name',
  'users.loadFailed': 'Unable to load the users.',
  'users.loading': 'Loading users',
  'users.noMatch': 'No user matches this search. Try a different search term.',
  'users.none': 'There are no users yet.',
  'users.list.label': 'Users',
  'users.list.name': 'Name',
  'users.list.roles': 'Roles',
  'users.list.devices': 'Devices',
  'users.list.lastSignIn': 'Last sign-in',
  'users.list.action': 'Action',
  'users.list.never': 'Never',
  'users.list.summary': '{count, plural, one {# device} other {# devices}} · last sign-in {lastSignIn}',
  'users.list.delete': 'Delete {email}',
  'users.delete.title': 'Delete account',
  'users.delete.confirm': 'Delete',
  'users.delete.message':
    'Delete the account of {name} ({email})? Every session ends at once and the account cannot be brought back. {count, plural, =0 {The account holds no device.} one {Its device becomes unclaimed: shares and group places end, and each gets a new passcode, so a new owner can claim it.} other {Its # devices become unclaimed: shares and group places end, and each gets a new passcode, so a new owner can claim it.}}',
} as const;
