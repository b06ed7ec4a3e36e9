/** Query keys of sharing data: a device's shares and the caller's pending invitations. */
export const sharingKeys = {
  shares: (deviceUUID: string) => ['sharing', 'shares', deviceUUID] as const,
  invitations: ['sharing', 'invitations'] as const,
};
