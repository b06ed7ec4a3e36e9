/** Why a document was not read: a DTD (and so any declared entity), an unknown entity, or markup that is not XML. */
export class XmlRefused extends Error {
  constructor(readonly reason: 'dtd' | 'entity' | 'malformed') {
    super(`XML refused: ${reason}`);
  }
}

export interface XmlHandlers {
  /** An element opens; names are local (without a namespace prefix), attributes' too. */
  open(name: string, attributes: Record<string, string>): void;
  /** An element closes (a self-closing one right after it opens). */
  close(name: string): void;
  /** Character data, entities decoded, in pieces of at most one chunk written: a long text never sits in memory whole. */
  text(piece: string): void;
}

/** The longest tag read: a spreadsheet's longest are its root elements' namespace declarations, well under this. */
const MAX_TAG_LENGTH = 16 * 1024;
/** `&#x10FFFF;` is the longest reference there is. */
const MAX_ENTITY_LENGTH = 10;

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const ENTITY = /&([^;&]*);/g;
const ATTRIBUTE = /([^\s=/]+)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/g;
const NAME = /^[^\s/>]+/;

function character(reference: string): string {
  const named = PREDEFINED[reference];
  if (named !== undefined) return named;
  if (!reference.startsWith('#')) throw new XmlRefused('entity');
  const code = reference[1] === 'x' ? Number.parseInt(reference.slice(2), 16) : Number(reference.slice(1));
  if (!Number.isInteger(code) || code < 1 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
    throw new XmlRefused('malformed');
  return String.fromCodePoint(code);
}

const decoded = (text: string) =>
  text.includes('&') ? text.replace(ENTITY, (_, name: string) => character(name)) : text;
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** Where the tag that opens at `from` ends (its `>` outside quoted values), or -1 if it goes on past the text. */
function tagEnd(text: string, from: number): number {
  let quote = '';
  for (let i = from; i < text.length; i += 1) {
    const c = text[i];
    if (c === '<') throw new XmlRefused('malformed');
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return i;
  }
  return -1;
}

type Mode = 'text' | 'comment' | 'cdata' | 'instruction';
const SECTION_END: Record<Exclude<Mode, 'text'>, string> = { comment: '-->', cdata: ']]>', instruction: '?>' };

/**
 * A streaming XML reader for untrusted documents: whatever is written, it holds at most one chunk and one tag (of at
 * most 16 KB) at a time. It refuses a DTD outright, so no entity can be declared, let alone expanded; only the five
 * predefined entities and character references are read. It checks no more of well-formedness than it needs to
 * read elements, attributes and text: what it reads is data to be checked, never trusted.
 */
export function createXmlReader(handlers: XmlHandlers) {
  let rest = '';
  let mode: Mode = 'text';

  function emitText(raw: string) {
    if (raw) handlers.text(decoded(raw));
  }

  function tag(body: string) {
    if (body.startsWith('/')) return handlers.close(localName(body.slice(1).trim()));
    const selfClosing = body.endsWith('/');
    const inner = selfClosing ? body.slice(0, -1) : body;
    const name = NAME.exec(inner)?.[0];
    if (!name) throw new XmlRefused('malformed');
    const attributes: Record<string, string> = {};
    for (const [, key, doubled, single] of inner.slice(name.length).matchAll(ATTRIBUTE))
      attributes[localName(key!)] = decoded(doubled ?? single ?? '');
    handlers.open(localName(name), attributes);
    if (selfClosing) handlers.close(localName(name));
  }

  /** Reads what it can of `text`; answers where the unread rest starts. */
  function read(text: string, final: boolean): number {
    let at = 0;
    while (at < text.length) {
      if (mode !== 'text') {
        const end = text.indexOf(SECTION_END[mode], at);
        const stop = end === -1 ? Math.max(at, text.length - 2) : end;
        if (mode === 'cdata' && stop > at) handlers.text(text.slice(at, stop));
        if (end === -1) return stop;
        at = end + SECTION_END[mode].length;
        mode = 'text';
        continue;
      }
      const open = text.indexOf('<', at);
      const textEnd = open === -1 ? text.length : open;
      // A reference cut by the chunk's end waits for the rest.
      const cut = open === -1 && !final ? text.lastIndexOf('&', textEnd) : -1;
      if (cut >= at && !text.includes(';', cut)) {
        if (textEnd - cut > MAX_ENTITY_LENGTH) throw new XmlRefused('malformed');
        emitText(text.slice(at, cut));
        return cut;
      }
      emitText(text.slice(at, textEnd));
      if (open === -1) return text.length;
      // `<![CDATA[` is the longest opening to tell apart: a shorter one cut by the chunk's end waits for the rest.
      if (!final && text.length - open < 9) return open;
      const head = text.slice(open, open + 9);
      if (head.startsWith('<!--')) [mode, at] = ['comment', open + 4];
      else if (head.startsWith('<![CDATA[')) [mode, at] = ['cdata', open + 9];
      else if (head.startsWith('<?')) [mode, at] = ['instruction', open + 2];
      else if (head.startsWith('<!')) throw new XmlRefused('dtd');
      else {
        const end = tagEnd(text, open + 1);
        if (end === -1) {
          if (text.length - open > MAX_TAG_LENGTH) throw new XmlRefused('malformed');
          return open;
        }
        tag(text.slice(open + 1, end).trim());
        at = end + 1;
      }
    }
    return at;
  }

  return {
    write(chunk: string) {
      const text = rest + chunk;
      rest = text.slice(read(text, false));
    },
    /** The document is whole: anything left unfinished is not XML. */
    end() {
      const left = rest;
      rest = '';
      if (read(left, true) < left.length || mode !== 'text') throw new XmlRefused('malformed');
    },
  };
}
