/** `percentage` % of an amount in cents, rounded to the cent. */
export const percentOf = (cents: number, percentage: number) => Math.round((cents * percentage) / 100);
