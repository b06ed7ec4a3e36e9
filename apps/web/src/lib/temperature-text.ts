import {
  celsiusToFahrenheit,
  formatTemperature,
  intlLocaleOf,
  type Language,
  type TemperatureUnit,
} from '@lodestar/contract';
import { displayLanguage } from './i18n/display-language';

const numberFormats = new Map<Language, Intl.NumberFormat>();

/**
 * A temperature in `unit`, to the tenth, as the shown language writes numbers: "21.5 °C" in English (the contract's
 * text, which the server writes too), "21,5 °C" in Spanish and German.
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
  return `${format.format(value)} °${unit === 'f' ? 'F' : 'C'}`;
}
