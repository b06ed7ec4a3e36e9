/** What the portal says when a new version of it is ready in an open tab. */
export const newVersionMessages = {
  ready: 'A new version of the portal is ready.',
  reload: 'Reload',
} as const;
