import {
  celsiusToFahrenheit,
  formatTemperature,
  intlLocaleOf,
  type Language,
  type TemperatureUnit,
} from '@lodestar/contract';
import { leftToRight } from './i18n/bidi-text';
import { displayLanguage } from './i18n/display-language';

const numberFormats = new Map<Language, Intl.NumberFormat>();

/**
 * A temperature in `unit`, to the tenth, as the shown language writes numbers: "21.5 °C" in English (the contract's
 * text, which the server writes too), "21,5 °C" in Spanish and German; set apart as left-to-right text in Arabic,
 * else the page's direction would write it "C° 21.5".
 */
export function temperatureText(
  celsius: number,
  unit: TemperatureUnit,
  language: Language = displayLanguage(),
): string {
  if (language === 'en') return formatTemperature(celsius, unit);
  let format = numberFormats.get(language);
  if (!format)
    numberFormats.set(language, (format = new Intl.NumberFormat(intlLocaleOf(language), { maximumFractionDigits: 1 })));
  const value = unit === 'f' ? celsiusToFahrenheit(celsius) : Math.round(celsius * 10) / 10;
  return leftToRight(`${format.format(value)} °${unit === 'f' ? 'F' : 'C'}`, language);
}
