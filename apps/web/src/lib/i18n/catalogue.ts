import type { Language } from '@lodestar/contract';
import { en } from './catalogues/en/index';

/** A message's name in the catalogues. */
export type MessageId = keyof typeof en;
/** Whether a value (a history entry's state, say) names a message of the catalogues. */
export const isMessageId = (value: string): value is MessageId => Object.hasOwn(en, value);

/** A language's catalogue: every message of the English one, in ICU MessageFormat. */
export type Catalogue = Record<MessageId, string>;

/** MUI's own words (pagination, autocomplete) in a language: its theme's `components` defaults. */
export type ComponentTexts = { components?: object };

/** A language's messages, and MUI's words in it (English is MUI's own). */
interface LanguagePack {
  catalogue: Catalogue;
  componentTexts: ComponentTexts;
}

/** The catalogues of the other languages load with chunks of their own: a browser reads only the one it shows. */
const loaders: Record<Language, () => Promise<LanguagePack>> = {
  en: () => Promise.resolve({ catalogue: en, componentTexts: {} }),
  es: () => import('./catalogues/es/index').then(({ es, componentTexts }) => ({ catalogue: es, componentTexts })),
  de: () => import('./catalogues/de/index').then(({ de, componentTexts }) => ({ catalogue: de, componentTexts })),
  ar: () => import('./catalogues/ar/index').then(({ ar, componentTexts }) => ({ catalogue: ar, componentTexts })),
};

const loaded = new Map<Language, Catalogue>([['en', en]]);
const loadedComponents = new Map<Language, ComponentTexts>([['en', {}]]);
const loading = new Map<Language, Promise<Catalogue>>();

/** The language's catalogue if it has loaded, else undefined. */
export const loadedCatalogue = (language: Language): Catalogue | undefined => loaded.get(language);

/** MUI's words in the language once its catalogue has loaded; MUI's English until then. */
export const loadedComponentTexts = (language: Language): ComponentTexts => loadedComponents.get(language) ?? {};

/** Loads the language's catalogue (once); resolves when `loadedCatalogue` has it. A failed load is tried again next time. */
export function loadCatalogue(language: Language): Promise<Catalogue> {
  let promise = loading.get(language);
  if (!promise) {
    promise = loaders[language]().then(
      ({ catalogue, componentTexts }) => {
        loaded.set(language, catalogue);
        loadedComponents.set(language, componentTexts);
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
