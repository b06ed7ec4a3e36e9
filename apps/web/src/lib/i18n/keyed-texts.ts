/** The names of an object's entries that are fixed texts (a text made from arguments is written in ICU instead). */
type FixedTextKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & (string | number);

/** A group of fixed texts as catalogue messages named `prefix.key`. */
export type KeyedTexts<P extends string, T> = { [K in FixedTextKeys<T> as `${P}.${K}`]: string };

/** ICU reads braces and apostrophes as syntax: a fixed text keeps them as written. */
export const icuLiteral = (text: string): string => text.replace(/'/g, "''").replace(/[{}]/g, "'$&'");

/**
 * The fixed texts of `texts` (the contract's wording, shared with the server) as catalogue messages named
 * `prefix.key`, so the English catalogue holds them exactly as the contract writes them and never a copy.
 */
export function keyedTexts<P extends string, T extends object>(prefix: P, texts: T): KeyedTexts<P, T> {
  const entries = Object.entries(texts).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return Object.fromEntries(entries.map(([key, text]) => [`${prefix}.${key}`, icuLiteral(text)])) as KeyedTexts<P, T>;
}
