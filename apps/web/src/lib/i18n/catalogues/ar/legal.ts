import type { legal as english } from '../en/legal';

export const legal = {} satisfies Record<keyof typeof english, string>;
