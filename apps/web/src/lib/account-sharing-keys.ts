/** Query keys of account sharing: the people an account invited, and the accounts shared with the caller. */
export const accountSharingKeys = {
  invited: (userId: string) => ['account-sharing', 'invited', userId] as const,
  memberships: ['account-sharing', 'memberships'] as const,
};
