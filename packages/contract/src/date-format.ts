/**
 * The portal's way of writing dates (DD/MM/YYYY) and times of day (h:mm AM/PM), once for the web app (in the
 * browser's zone) and the server's mails (in the recipient's).
 */
export interface PortalDateOptions {
  /** An IANA zone; unset: the zone of the machine that writes it. One that is not known writes UTC. */
  timeZone?: string;
  /** Writes the seconds too (a replay's clock). */
  seconds?: boolean;
}

type Part = Intl.DateTimeFormatPartTypes;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf({ timeZone, seconds = false }: PortalDateOptions): Intl.DateTimeFormat {
  const key = `${timeZone ?? ''}|${seconds}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      ...(seconds ? { second: '2-digit' } : {}),
      hour12: true,
    };
    try {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    }
    formats.set(key, format);
  }
  return format;
}

function partsOf(time: Date, options: PortalDateOptions): Partial<Record<Part, string>> {
  const parts: Partial<Record<Part, string>> = {};
  for (const { type, value } of formatOf(options).formatToParts(time)) parts[type] = value;
  return parts;
}

// As dayjs writes an invalid date, which is what the web app showed before this module.
const INVALID = 'Invalid Date';

/** "20/06/2026". */
export function portalDate(time: Date, options: Pick<PortalDateOptions, 'timeZone'> = {}): string {
  if (Number.isNaN(time.getTime())) return INVALID;
  const { day, month, year } = partsOf(time, options);
  return `${day}/${month}/${year}`;
}

/** "20/06/2026 8:05 PM", or "20/06/2026 8:05:09 PM" with the seconds. */
export function portalDateTime(time: Date, options: PortalDateOptions = {}): string {
  if (Number.isNaN(time.getTime())) return INVALID;
  const { day, month, year, hour, minute, second, dayPeriod } = partsOf(time, options);
  const clock = options.seconds ? `${hour}:${minute}:${second}` : `${hour}:${minute}`;
  return `${day}/${month}/${year} ${clock} ${dayPeriod}`;
}
