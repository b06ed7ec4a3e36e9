import { textDirectionOf, type Language } from '@lodestar/contract';
import { displayLanguage } from './display-language';

/**
 * Text set apart from a right-to-left page. The Unicode bidi algorithm lays out a run of Latin letters, figures and
 * signs in Arabic text by the Arabic around it: "25.4 °C" comes out "C° 25.4", "37 / 150" as "150 / 37". An isolate
 * keeps the run in its own order, and the text around it in its own. The other languages are written as they were.
 */
const isRightToLeft = (language: Language) => textDirectionOf(language) === 'rtl';

/** Data written left to right in every language (a temperature, an amount, "37 / 150"): LRI … PDI in a right-to-left language. */
export const leftToRight = (text: string, language: Language = displayLanguage()): string =>
  isRightToLeft(language) ? `\u2066${text}\u2069` : text;

/**
 * Text of its own direction (a name, an address, a unit that may be translated): FSI … PDI in a right-to-left
 * language, so it runs as its first letter says, and the message around it keeps its order.
 */
export const ownDirection = (text: string, language: Language = displayLanguage()): string =>
  isRightToLeft(language) ? `\u2068${text}\u2069` : text;
