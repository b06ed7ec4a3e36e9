import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { languages, type Language } from '@lodestar/contract';
import { describe, expect, it } from 'vitest';
import { loadCatalogue, type Catalogue } from './catalogue';
import { en } from './catalogues/en/index';

/** The arguments a message takes, and for each plural or select the cases it names. */
function shapeOf(message: string) {
  const names = new Set<string>();
  const plurals: Record<string, string[]> = {};
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if ('value' in element && element.type !== TYPE.literal) names.add(String(element.value));
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        plurals[element.value] = Object.keys(element.options);
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parse(message));
  return { names: [...names].sort(), plurals };
}

const catalogues: [Language, Catalogue][] = await Promise.all(
  languages.map(async (language) => [language, await loadCatalogue(language)] as [Language, Catalogue]),
);

describe('the message catalogues', () => {
  it.each(catalogues)('%s has every message of the English catalogue and no other', (_language, catalogue) => {
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(catalogues)(
    '%s: every message is written, parses, and takes the arguments the English one takes',
    (language, catalogue) => {
      for (const [id, english] of Object.entries(en)) {
        const message = catalogue[id as keyof typeof en];
        expect(message.trim(), `${language} ${id}`).not.toBe('');
        const { names, plurals } = shapeOf(message);
        expect(names, `${language} ${id}`).toEqual(shapeOf(english).names);
        for (const [argument, cases] of Object.entries(plurals))
          expect(cases, `${language} ${id} ${argument}`).toContain('other');
      }
    },
  );
});
