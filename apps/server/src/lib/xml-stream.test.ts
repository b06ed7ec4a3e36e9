import { describe, expect, it } from 'vitest';
import { createXmlReader, XmlRefused } from './xml-stream.js';

/** The document's events, the text pieces of each element joined, read in chunks of `size` characters. */
function eventsOf(document: string, size = document.length): string[] {
  const events: string[] = [];
  const reader = createXmlReader({
    open: (name, attributes) => events.push(`<${name}${JSON.stringify(attributes)}`),
    close: (name) => events.push(`/${name}`),
    text: (piece) => {
      if (events.at(-1)?.startsWith('"')) events.push(`${events.pop()!}${piece}`);
      else events.push(`"${piece}`);
    },
  });
  for (let at = 0; at < document.length; at += size) reader.write(document.slice(at, at + size));
  reader.end();
  return events;
}

const refusal = (document: string) => {
  try {
    eventsOf(document);
  } catch (error) {
    return error instanceof XmlRefused ? error.reason : error;
  }
  return 'read';
};

const SHEET = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<x:worksheet xmlns:x="main" xmlns:r="rels"><!-- a comment with <tags> --><x:row r="1" spans='1:2'><x:c r="A1" t="inlineStr"><x:is><x:t>Van &amp; &lt;Co&gt; &#x41;&#66; &quot;&apos;</x:t></x:is></x:c><x:c r="B1"><x:v><![CDATA[<raw> & text]]></x:v></x:c></x:row><sheet r:id="rId1" name="a &gt; b"/></x:worksheet>`;

describe('createXmlReader', () => {
  it('reads elements by local name, attributes and text with the predefined entities, in chunks of any size', () => {
    const whole = eventsOf(SHEET);
    expect(whole).toEqual([
      '"\n',
      '<worksheet{"x":"main","r":"rels"}',
      '<row{"r":"1","spans":"1:2"}',
      '<c{"r":"A1","t":"inlineStr"}',
      '<is{}',
      '<t{}',
      '"Van & <Co> AB "\'',
      '/t',
      '/is',
      '/c',
      '<c{"r":"B1"}',
      '<v{}',
      '"<raw> & text',
      '/v',
      '/c',
      '/row',
      '<sheet{"id":"rId1","name":"a > b"}',
      '/sheet',
      '/worksheet',
    ]);
    for (const size of [1, 2, 3, 5, 8, 13, 64]) expect(eventsOf(SHEET, size), `chunks of ${size}`).toEqual(whole);
  });

  it('refuses a DTD, an entity it does not know and markup that is not XML', () => {
    expect(refusal('<!DOCTYPE a [<!ENTITY e "x">]><a>&e;</a>')).toBe('dtd');
    expect(refusal('<!ENTITY e "x"><a/>')).toBe('dtd');
    expect(refusal('<a>&e;</a>')).toBe('entity');
    expect(refusal('<a>&#0;</a>')).toBe('malformed');
    expect(refusal('<a>&#xD800;</a>')).toBe('malformed');
    expect(refusal('<a b="<"/>')).toBe('malformed');
    expect(refusal('<a><b')).toBe('malformed');
    expect(refusal('<a><!-- never closed')).toBe('malformed');
    expect(refusal(`<a${' b="c"'.repeat(4000)}`)).toBe('malformed');
  });

  it('hands long text over in pieces, never whole', () => {
    const pieces: number[] = [];
    const reader = createXmlReader({ open: () => {}, close: () => {}, text: (piece) => pieces.push(piece.length) });
    reader.write('<t>');
    for (let i = 0; i < 100; i += 1) reader.write('x'.repeat(10_000));
    reader.write('</t>');
    reader.end();
    expect(pieces.reduce((sum, length) => sum + length, 0)).toBe(1_000_000);
    expect(Math.max(...pieces)).toBeLessThanOrEqual(10_000);
  });
});
