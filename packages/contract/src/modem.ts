/** Modem readings as the portal shows them. */
export const temperatureUnits = ['c', 'f'] as const;
export type TemperatureUnit = (typeof temperatureUnits)[number];

/** The unit falls back to c when it is neither c nor f. */
export function temperatureUnitOf(unit: unknown): TemperatureUnit {
  return unit === 'f' ? 'f' : 'c';
}

export function celsiusToFahrenheit(celsius: number): number {
  return Math.round(((celsius * 9) / 5 + 32) * 10) / 10;
}

export function formatTemperature(celsius: number, unit: TemperatureUnit): string {
  return unit === 'f' ? `${celsiusToFahrenheit(celsius)} °F` : `${Math.round(celsius * 10) / 10} °C`;
}

/**
 * eDRX and PSM texts. The modem reports the network-granted value in seconds: null when it never reported, a
 * negative value when the network refuses the feature, 0 when it is off. The device's panel shows the status (On,
 * Off); the modem information answer says the availability with it (Available / On).
 */
export const powerSavingTexts = {
  unknown: 'N/A',
  unavailable: 'Unavailable in your region',
  on: 'On',
  off: 'Off',
  availableOn: 'Available / On',
  availableOff: 'Available / Off',
} as const;

/** The status: On, Off, N/A, or Unavailable in your region when the network refuses it. */
export function powerSavingText(grantedSeconds: number | null): string {
  if (grantedSeconds === null) return powerSavingTexts.unknown;
  if (grantedSeconds < 0) return powerSavingTexts.unavailable;
  return grantedSeconds > 0 ? powerSavingTexts.on : powerSavingTexts.off;
}

/** The availability with the status: Available / On, Available / Off, Unavailable in your region, or N/A. */
export function powerSavingAvailability(grantedSeconds: number | null): string {
  if (grantedSeconds === null || grantedSeconds < 0) return powerSavingText(grantedSeconds);
  return grantedSeconds > 0 ? powerSavingTexts.availableOn : powerSavingTexts.availableOff;
}
