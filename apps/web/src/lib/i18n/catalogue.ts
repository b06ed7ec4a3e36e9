import type { Language } from '@lodestar/contract';
import { en } from './catalogues/en/index';

/** A message's name in the catalogues. */
export type MessageId = keyof typeof en;
/** A language's catalogue: every message of the English one, in ICU MessageFormat. */
export type Catalogue = Record<MessageId, string>;

/** The catalogues of the other languages load with chunks of their own: a browser reads only the one it shows. */
const loaders: Record<Language, () => Promise<Catalogue>> = {
  en: () => Promise.resolve(en),
  es: () => import('./catalogues/es/index').then((module) => module.es),
  de: () => import('./catalogues/de/index').then((module) => module.de),
  ar: () => import('./catalogues/ar/index').then((module) => module.ar),
};

const loaded = new Map<Language, Catalogue>([['en', en]]);
const loading = new Map<Language, Promise<Catalogue>>();

/** The language's catalogue if it has loaded, else undefined. */
export const loadedCatalogue = (language: Language): Catalogue | undefined => loaded.get(language);

/** Loads the language's catalogue (once); resolves when `loadedCatalogue` has it. A failed load is tried again next time. */
export function loadCatalogue(language: Language): Promise<Catalogue> {
  let promise = loading.get(language);
  if (!promise) {
    promise = loaders[language]().then(
      (catalogue) => {
        loaded.set(language, catalogue);
        return catalogue;
      },
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, promise);
  }
  return promise;
}

const settled = new Map<Language, Promise<Catalogue>>();

/**
 * The language's catalogue for the first screen, English when its chunk cannot be read (offline, a deploy between,
 * until the page loads again): always the same promise for a language, as `use` wants it.
 */
export function catalogueOrEnglish(language: Language): Promise<Catalogue> {
  let promise = settled.get(language);
  if (!promise) {
    promise = loadCatalogue(language).catch(() => en);
    settled.set(language, promise);
  }
  return promise;
}
