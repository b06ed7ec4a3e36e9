import { intlLocaleOf, type Language } from '@lodestar/contract';
import { createIntl } from 'react-intl';
import type { Catalogue } from '../lib/i18n/catalogue';
import { en } from '../lib/i18n/catalogues/en/index';
import type { Translate } from '../lib/i18n/translate';

/** A catalogue's messages as the app formats them, for tests of code that takes a `Translate`. */
export function translateIn(language: Language = 'en', messages: Catalogue = en): Translate {
  const intl = createIntl({ locale: intlLocaleOf(language), messages, defaultLocale: 'en' });
  return (id, values) => intl.formatMessage({ id }, values);
}
