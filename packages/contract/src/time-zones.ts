import { requiredString } from './common.js';

/**
 * The time zone choices of the account form: about 80 entries from GMT-12:00 to GMT+13:00, each with its place names,
 * its standard offset in minutes and whether it observes daylight saving (`timeZoneLabel` names it with the offset in
 * force). The value stored on the user is the IANA name, so dates can be shown in the zone's real local time.
 */
export interface TimeZoneOption {
  value: string;
  places: string;
  offset: number;
  useDaylightTime: boolean;
}

const zones: readonly [offset: number, places: string, value: string, useDaylightTime: boolean][] = [
  [-720, 'International Date Line West', 'Etc/GMT+12', false],
  [-660, 'Midway Island, Samoa', 'Pacific/Pago_Pago', false],
  [-600, 'Hawaii', 'Pacific/Honolulu', false],
  [-540, 'Alaska', 'America/Anchorage', true],
  [-480, 'Pacific Time (US & Canada)', 'America/Los_Angeles', true],
  [-480, 'Tijuana, Baja California', 'America/Tijuana', true],
  [-420, 'Arizona', 'America/Phoenix', false],
  [-420, 'Chihuahua, La Paz, Mazatlan', 'America/Mazatlan', false],
  [-420, 'Mountain Time (US & Canada)', 'America/Denver', true],
  [-360, 'Central America', 'America/Guatemala', false],
  [-360, 'Central Time (US & Canada)', 'America/Chicago', true],
  [-360, 'Guadalajara, Mexico City, Monterrey', 'America/Mexico_City', false],
  [-360, 'Saskatchewan', 'America/Regina', false],
  [-300, 'Bogota, Lima, Quito, Rio Branco', 'America/Bogota', false],
  [-300, 'Eastern Time (US & Canada)', 'America/New_York', true],
  [-300, 'Indiana (East)', 'America/Indiana/Indianapolis', true],
  [-240, 'Atlantic Time (Canada)', 'America/Halifax', true],
  [-240, 'Caracas, La Paz', 'America/Caracas', false],
  [-240, 'Manaus', 'America/Manaus', false],
  [-240, 'Santiago', 'America/Santiago', true],
  [-210, 'Newfoundland', 'America/St_Johns', true],
  [-180, 'Brasilia', 'America/Sao_Paulo', false],
  [-180, 'Buenos Aires, Georgetown', 'America/Argentina/Buenos_Aires', false],
  [-180, 'Montevideo', 'America/Montevideo', false],
  [-120, 'Mid-Atlantic', 'Atlantic/South_Georgia', false],
  [-60, 'Azores', 'Atlantic/Azores', true],
  [-60, 'Cape Verde Is.', 'Atlantic/Cape_Verde', false],
  [0, 'Coordinated Universal Time', 'Etc/UTC', false],
  [0, 'Monrovia, Reykjavik', 'Atlantic/Reykjavik', false],
  [0, 'Dublin, Edinburgh, Lisbon, London', 'Europe/London', true],
  [60, 'Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna', 'Europe/Berlin', true],
  [60, 'Belgrade, Bratislava, Budapest, Ljubljana, Prague', 'Europe/Budapest', true],
  [60, 'Brussels, Copenhagen, Madrid, Paris', 'Europe/Paris', true],
  [60, 'Sarajevo, Skopje, Warsaw, Zagreb', 'Europe/Warsaw', true],
  [60, 'Casablanca', 'Africa/Casablanca', false],
  [60, 'West Central Africa', 'Africa/Lagos', false],
  [120, 'Athens, Bucharest', 'Europe/Athens', true],
  [120, 'Beirut', 'Asia/Beirut', true],
  [120, 'Cairo', 'Africa/Cairo', true],
  [120, 'Harare, Pretoria', 'Africa/Johannesburg', false],
  [120, 'Helsinki, Kyiv, Riga, Sofia, Tallinn, Vilnius', 'Europe/Helsinki', true],
  [120, 'Jerusalem', 'Asia/Jerusalem', true],
  [120, 'Windhoek', 'Africa/Windhoek', false],
  [180, 'Amman', 'Asia/Amman', false],
  [180, 'Istanbul', 'Europe/Istanbul', false],
  [180, 'Kuwait, Riyadh, Baghdad', 'Asia/Riyadh', false],
  [180, 'Moscow, St. Petersburg', 'Europe/Moscow', false],
  [180, 'Nairobi', 'Africa/Nairobi', false],
  [210, 'Tehran', 'Asia/Tehran', false],
  [240, 'Abu Dhabi, Muscat', 'Asia/Dubai', false],
  [240, 'Baku', 'Asia/Baku', false],
  [240, 'Tbilisi', 'Asia/Tbilisi', false],
  [240, 'Yerevan', 'Asia/Yerevan', false],
  [270, 'Kabul', 'Asia/Kabul', false],
  [300, 'Almaty, Astana', 'Asia/Almaty', false],
  [300, 'Yekaterinburg', 'Asia/Yekaterinburg', false],
  [300, 'Islamabad, Karachi, Tashkent', 'Asia/Karachi', false],
  [330, 'Chennai, Kolkata, Mumbai, New Delhi', 'Asia/Kolkata', false],
  [330, 'Sri Jayawardenapura', 'Asia/Colombo', false],
  [345, 'Kathmandu', 'Asia/Kathmandu', false],
  [360, 'Dhaka', 'Asia/Dhaka', false],
  [360, 'Omsk', 'Asia/Omsk', false],
  [390, 'Yangon (Rangoon)', 'Asia/Yangon', false],
  [420, 'Bangkok, Hanoi, Jakarta', 'Asia/Bangkok', false],
  [420, 'Krasnoyarsk', 'Asia/Krasnoyarsk', false],
  [480, 'Beijing, Chongqing, Hong Kong, Urumqi', 'Asia/Shanghai', false],
  [480, 'Irkutsk, Ulaanbaatar', 'Asia/Irkutsk', false],
  [480, 'Kuala Lumpur, Singapore', 'Asia/Singapore', false],
  [480, 'Perth', 'Australia/Perth', false],
  [480, 'Taipei', 'Asia/Taipei', false],
  [540, 'Osaka, Sapporo, Tokyo', 'Asia/Tokyo', false],
  [540, 'Seoul', 'Asia/Seoul', false],
  [540, 'Yakutsk', 'Asia/Yakutsk', false],
  [570, 'Adelaide', 'Australia/Adelaide', true],
  [570, 'Darwin', 'Australia/Darwin', false],
  [600, 'Brisbane', 'Australia/Brisbane', false],
  [600, 'Canberra, Melbourne, Sydney', 'Australia/Sydney', true],
  [600, 'Guam, Port Moresby', 'Pacific/Port_Moresby', false],
  [600, 'Hobart', 'Australia/Hobart', true],
  [600, 'Vladivostok', 'Asia/Vladivostok', false],
  [660, 'Magadan, Solomon Is., New Caledonia', 'Asia/Magadan', false],
  [720, 'Auckland, Wellington', 'Pacific/Auckland', true],
  [720, 'Fiji, Kamchatka, Marshall Is.', 'Pacific/Fiji', false],
  [780, "Nuku'alofa", 'Pacific/Tongatapu', false],
];

function gmtOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `GMT${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

export const timeZones: readonly TimeZoneOption[] = zones.map(([offset, places, value, useDaylightTime]) => ({
  value,
  places,
  offset,
  useDaylightTime,
}));

/** The zone's offset from UTC at `at`, in minutes: its daylight saving time's while that is in force. */
export function offsetAt(zone: string, at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name ?? '');
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** The zone's offset in force at `at`, as 'GMT+10:00'. */
export const gmtOffsetAt = (zone: string, at: Date) => gmtOffset(offsetAt(zone, at));

/** The zone as the form names it, '(GMT+10:00) place names', with the offset in force at `at`. */
export const timeZoneLabel = (zone: TimeZoneOption, at: Date) => `(${gmtOffsetAt(zone.value, at)}) ${zone.places}`;

const timeZoneValues = new Set(timeZones.map((zone) => zone.value));
export const isTimeZoneOption = (value: string) => timeZoneValues.has(value);

export const timeZoneSchema = requiredString().refine(
  isTimeZoneOption,
  'Time zone is not one of the offered time zones.',
);
