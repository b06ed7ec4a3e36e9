import { intlLocaleOf, textDirectionOf, type Language } from '@lodestar/contract';
import { use, useLayoutEffect, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { useAppStore } from '../store';
import { catalogueOrEnglish, loadCatalogue, loadedCatalogue } from './catalogue';
import { browserLanguage } from './browser-language';
import { setShownTranslate } from './shown-translate';

/**
 * The language the portal shows, as `displayLanguage` answers it outside React: the one chosen in this browser, else
 * the browser's. A choice is honoured in any language that has a catalogue; the menus and the browser's default offer
 * only those that cover every screen.
 */
export function useShownLanguage(): Language {
  return useAppStore((state) => state.language) ?? browserLanguage();
}

/** Shows the portal in `language`: its catalogue is loaded first, so the screen changes in one step. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadCatalogue(language);
  useAppStore.getState().setLanguage(language);
}

/** Shows the account's saved language, or goes back to the browser's when the account follows it (null). */
export async function applySavedLanguage(language: Language | null): Promise<void> {
  if (language) await changeLanguage(language);
  else useAppStore.getState().setLanguage(null);
}

/**
 * Every text below it in the shown language: the catalogue (another language's chunk suspends the first render until
 * it has loaded), `Intl` formatting by the language, and the page's `lang` and `dir`, which mirror the layout for
 * Arabic.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const language = useShownLanguage();
  const catalogue = loadedCatalogue(language) ?? use(catalogueOrEnglish(language));
  useLayoutEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = textDirectionOf(language);
  }, [language]);
  return (
    <IntlProvider locale={intlLocaleOf(language)} messages={catalogue} defaultLocale="en">
      <ShownTranslate />
      {children}
    </IntlProvider>
  );
}

/** Hands the shown language to code outside components before anything below renders with it. */
function ShownTranslate() {
  const intl = useIntl();
  setShownTranslate((id, values) => intl.formatMessage({ id }, values));
  return null;
}
