import type { units as english } from '../en/units';

export const units = {
  'units.metres': '{value, number, ::precision-integer} م',
  'units.kilometres': '{value, number, ::.0} كم',
  'units.seconds': '{value} ث',
  'units.minutes': '{value} د',
  'units.hoursMinutes': '{hours} س {minutes} د',
  'units.daysHours': '{days} يوم {hours} س',
  'units.kmh': '{value, number, ::precision-integer} كم/س',
  'units.kmhSlow': '{value, number, ::.0} كم/س',
} satisfies Record<keyof typeof english, string>;
