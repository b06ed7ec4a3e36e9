/** `text` with LIKE's wildcards and escape character taken literally, for a pattern built around it. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
