import { intlLocaleOf, type Language } from '@lodestar/contract';
import { createIntl } from 'react-intl';
import { loadCatalogue } from './catalogue';
import { en } from './catalogues/en/index';
import type { Translate } from './translate';

const english = createIntl({ locale: 'en', messages: en, defaultLocale: 'en' });
let shown: Translate = (id, values) => english.formatMessage({ id }, values);

/** The language provider hands its translator here whenever the shown language changes. */
export function setShownTranslate(translate: Translate): void {
  shown = translate;
}

/** The shown language's message, for code outside components (toasts, the service worker's prompts). */
export const translateShown: Translate = (id, values) => shown(id, values);

/** A language's messages once its catalogue has loaded: for what is said just as the language changes to it. */
export async function translatorFor(language: Language): Promise<Translate> {
  const intl = createIntl({
    locale: intlLocaleOf(language),
    messages: await loadCatalogue(language),
    defaultLocale: 'en',
  });
  return (id, values) => intl.formatMessage({ id }, values);
}
