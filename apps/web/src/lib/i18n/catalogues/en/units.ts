/** Distances, durations and speeds, as the screens write figures. */
export const units = {
  'units.metres': '{value, number, ::precision-integer} m',
  'units.kilometres': '{value, number, ::.0} km',
  'units.seconds': '{value} s',
  'units.minutes': '{value} min',
  'units.hoursMinutes': '{hours} h {minutes} min',
  'units.daysHours': '{days} d {hours} h',
  'units.kmh': '{value, number, ::precision-integer} km/h',
  'units.kmhSlow': '{value, number, ::.0} km/h',
} as const;
