/**
 * Whether `text` ends where a JSON text can end: every bracket closed, no string left open, and no comma before a
 * closing bracket or at the end. V8's JSON.parse was seen, in a process that had parsed much before, to accept a
 * body cut off after a comma (`{"name": "x",` answered `{ name: 'x' }`), and a request that was cut off must change
 * nothing (decision 0047). The rest of JSON's grammar is JSON.parse's to check.
 */
export function isCompleteJson(text: string): boolean {
  let depth = 0;
  let inString = false;
  let lastWasComma = false;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (inString) {
      if (code === 0x5c)
        at++; // a backslash: the next character is escaped
      else if (code === 0x22) inString = false;
      continue;
    }
    switch (code) {
      case 0x20: // space, line feed, carriage return, tab
      case 0x0a:
      case 0x0d:
      case 0x09:
        continue;
      case 0x22: // "
        inString = true;
        break;
      case 0x7b: // {
      case 0x5b: // [
        depth++;
        break;
      case 0x7d: // }
      case 0x5d: // ]
        if (lastWasComma) return false;
        depth--;
        break;
    }
    lastWasComma = code === 0x2c;
  }
  return depth === 0 && !inString && !lastWasComma;
}
