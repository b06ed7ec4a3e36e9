/// <reference types="vite/client" />
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { languages } from '@lodestar/contract';
import { describe, expect, it } from 'vitest';
import type { MailTexts } from './mail-texts.js';

/** Every group of mail texts of the server, by the file naming convention. */
const groups = Object.entries(
  import.meta.glob<Record<string, unknown>>('../../**/*-mail-texts.ts', { eager: true }),
).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, texts]) => typeof texts === 'object' && texts !== null && 'en' in texts)
    .map(([name, texts]) => [`${file} ${name}`, texts as MailTexts<string>] as const),
);

/** The arguments a message takes, and the cases of each plural or select. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if ('value' in element && element.type !== TYPE.literal) names.add(String(element.value));
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        expect(Object.keys(element.options)).toContain('other');
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

describe('the mail texts', () => {
  it('are found', () => {
    expect(groups.length).toBeGreaterThanOrEqual(2);
  });

  it.each(groups)(
    '%s: every language has every message, written, taking the English one’s arguments',
    (_name: string, texts: MailTexts<string>) => {
      for (const language of languages) {
        expect(Object.keys(texts[language]).sort(), language).toEqual(Object.keys(texts.en).sort());
        for (const [id, english] of Object.entries<string>(texts.en)) {
          const message = texts[language][id]!;
          expect(message.trim(), `${language} ${id}`).not.toBe('');
          expect(argumentsOf(message), `${language} ${id}`).toEqual(argumentsOf(english));
        }
      }
    },
  );
});
