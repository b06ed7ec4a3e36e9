import { textDirectionOf, type Language } from '@lodestar/contract';
import { displayLanguage } from './i18n/display-language';

/**
 * A position's coordinates as text, "-33.86880, 151.20930": data, written the same in every language. In a
 * right-to-left language they are set apart as left-to-right text (a Unicode isolate, LRI … PDI), else the minus
 * signs and the comma would be reordered around them.
 */
export function coordinatesText(latitude: number, longitude: number, language: Language = displayLanguage()): string {
  const text = `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
  return textDirectionOf(language) === 'rtl' ? `\u2066${text}\u2069` : text;
}
