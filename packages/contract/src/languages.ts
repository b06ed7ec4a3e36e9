import { z } from 'zod';

/** The portal's languages: English (the spec's texts), Spanish, German and Arabic. */
export const languages = ['en', 'es', 'de', 'ar'] as const;
export type Language = (typeof languages)[number];
export const languageSchema = z.enum(languages);
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, as a language menu lists them. */
export const languageNames: Record<Language, string> = { en: 'English', es: 'Español', de: 'Deutsch', ar: 'العربية' };

/**
 * The `Intl` locale a language formats dates, numbers and plurals with: Arabic keeps Western digits, as the serial
 * numbers, coordinates and codes the portal shows are written.
 */
export const intlLocaleOf = (language: Language): string => (language === 'ar' ? 'ar-u-nu-latn' : language);

/** Languages written right to left: the layout mirrors (maps and numbers do not). */
export const textDirectionOf = (language: Language): 'ltr' | 'rtl' => (language === 'ar' ? 'rtl' : 'ltr');

/**
 * The first of `preferred` (a browser's `navigator.languages` or an Accept-Language header's tags, best first) that
 * the portal speaks, by its primary subtag ("es-MX" is Spanish); null when none is.
 */
export function spokenLanguageOf(preferred: readonly string[]): Language | null {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_;]/)[0];
    const found = languages.find((language) => language === primary);
    if (found) return found;
  }
  return null;
}

/** `spokenLanguageOf`, English when the portal speaks none of them. */
export const pickLanguage = (preferred: readonly string[]): Language => spokenLanguageOf(preferred) ?? DEFAULT_LANGUAGE;

/** A stored value as one of the portal's languages; null for anything else (a language since dropped). */
export const asLanguage = (value: string | null | undefined): Language | null =>
  languages.find((language) => language === value) ?? null;
