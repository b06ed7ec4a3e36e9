/** Query keys of the transfer pages' data. */
export const transferKeys = {
  all: ['transfers'] as const,
  receivers: (filter: string) => [...transferKeys.all, 'receivers', filter] as const,
  waiting: ['transfers', 'waiting'] as const,
};
