import { portalDate, portalDateTime, type PortalDateOptions } from './date-format.js';
import { intlLocaleOf, type Language } from './languages.js';

const formats = new Map<string, Intl.DateTimeFormat>();

/** The language's short format of a date (and time), made once; a zone this machine does not know writes UTC. */
function localFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(intlLocaleOf(language), options);
    } catch {
      format = new Intl.DateTimeFormat(intlLocaleOf(language), { ...options, timeZone: 'UTC' });
    }
    formats.set(key, format);
  }
  return format;
}

/**
 * A date as a reader of `language` writes it: English keeps the portal's own order (DD/MM/YYYY), the other
 * languages their own (`Intl`), for the web app and the server's mails alike.
 */
export function dateIn(language: Language, time: Date, options: Pick<PortalDateOptions, 'timeZone'> = {}): string {
  if (language === 'en' || Number.isNaN(time.getTime())) return portalDate(time, options);
  return localFormat(language, { dateStyle: 'short', timeZone: options.timeZone }).format(time);
}

/** A date and time of day as a reader of `language` writes it (English: the portal's "20/06/2026 8:05 PM"). */
export function dateTimeIn(language: Language, time: Date, options: PortalDateOptions = {}): string {
  if (language === 'en' || Number.isNaN(time.getTime())) return portalDateTime(time, options);
  const timeStyle = options.seconds ? 'medium' : 'short';
  return localFormat(language, { dateStyle: 'short', timeStyle, timeZone: options.timeZone }).format(time);
}
