/** About 200 m × 200 m in Sydney's CBD (4 hectares): a boundary every check accepts. */
export const SQUARE = [
  { lat: -33.8688, lng: 151.2093 },
  { lat: -33.8688, lng: 151.2115 },
  { lat: -33.8706, lng: 151.2115 },
  { lat: -33.8706, lng: 151.2093 },
];

/** A point inside SQUARE, and one a kilometre north of it. */
export const INSIDE = { latitude: -33.8697, longitude: 151.2104 };
export const OUTSIDE = { latitude: -33.8597, longitude: 151.2104 };

/** The same square's corners in crossing order. */
export const BOW_TIE = [SQUARE[0]!, SQUARE[2]!, SQUARE[1]!, SQUARE[3]!];

/** About 15 m × 70 m: 0.1 hectares. */
export const TINY = [
  { lat: -33.8688, lng: 151.2093 },
  { lat: -33.8688, lng: 151.20946 },
  { lat: -33.86943, lng: 151.20946 },
  { lat: -33.86943, lng: 151.2093 },
];
