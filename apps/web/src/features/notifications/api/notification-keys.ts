export const notificationKeys = {
  /** The pages of the signed-in person's notifications, newest first. */
  list: ['notifications'] as const,
};
