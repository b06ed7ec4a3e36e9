import type { units as english } from '../en/units';

export const units = {
  'units.metres': '{value, number, ::precision-integer} m',
  'units.kilometres': '{value, number, ::.0} km',
  'units.seconds': '{value} s',
  'units.minutes': '{value} Min.',
  'units.hoursMinutes': '{hours} Std. {minutes} Min.',
  'units.daysHours': '{days} Tg. {hours} Std.',
  'units.kmh': '{value, number, ::precision-integer} km/h',
  'units.kmhSlow': '{value, number, ::.0} km/h',
} satisfies Record<keyof typeof english, string>;
