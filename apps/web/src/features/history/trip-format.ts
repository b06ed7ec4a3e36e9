/** "850 m" below a kilometre, "12.4 km" above. */
export function distanceText(metres: number): string {
  return metres < 1000 ? `${Math.round(metres)} m` : `${(metres / 1000).toFixed(1)} km`;
}

/** "45 s", "12 min", "3 h 05 min", "2 d 4 h": the two largest units that say it. */
export function durationText(seconds: number): string {
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

export const speedText = (kmh: number) => `${kmh.toFixed(kmh < 10 ? 1 : 0)} km/h`;
