const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPENERS = new Set([0x7b, 0x5b]); // { [
const CLOSERS = new Set([0x7d, 0x5d]); // } ]
const WHITESPACE = new Set([0x20, 0x0a, 0x0d, 0x09]);

/**
 * Whether `text` ends where a JSON text can end: every bracket closed, no string left open, and no comma before a
 * closing bracket or at the end. V8's JSON.parse was seen, in a process that had parsed much before, to accept a
 * body cut off after a comma (`{"name": "x",` answered `{ name: 'x' }`), and a request that was cut off must change
 * nothing. The rest of JSON's grammar is JSON.parse's to check.
 */
export function isCompleteJson(text: string): boolean {
  let depth = 0;
  let inString = false;
  let last = 0;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (inString) {
      if (code === BACKSLASH) at++;
      else if (code === QUOTE) inString = false;
      continue;
    }
    if (WHITESPACE.has(code)) continue;
    if (code === QUOTE) inString = true;
    else if (OPENERS.has(code)) depth++;
    else if (CLOSERS.has(code)) {
      if (last === COMMA) return false;
      depth--;
    }
    last = code;
  }
  return depth === 0 && !inString && last !== COMMA;
}
