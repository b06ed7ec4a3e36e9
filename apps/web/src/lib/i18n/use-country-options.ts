import { countriesByName, intlLocaleOf } from '@lodestar/contract';
import { useMemo } from 'react';
import { useShownLanguage } from './language-provider';

/** The countries by name in the shown language, sorted by it: English as the contract writes them, others as `Intl` names them. */
export function useCountryOptions(): readonly { code: string; name: string }[] {
  const language = useShownLanguage();
  return useMemo(() => {
    if (language === 'en') return countriesByName;
    const locale = intlLocaleOf(language);
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    return countriesByName
      .map((country) => ({ ...country, name: names.of(country.code) ?? country.name }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [language]);
}
