/** Texts of legal. */
export const legal = {} as const;
