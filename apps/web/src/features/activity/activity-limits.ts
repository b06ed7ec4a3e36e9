import { HISTORY_MAX_LOCATIONS, HISTORY_PER_DEVICE_MAX } from '@lodestar/contract';

/** The choices of the "Points per device" select; the server allows 1 to HISTORY_PER_DEVICE_MAX. */
export const POINTS_PER_DEVICE_OPTIONS = [100, 500, HISTORY_PER_DEVICE_MAX] as const;
export type PointsPerDevice = (typeof POINTS_PER_DEVICE_OPTIONS)[number];
export const DEFAULT_POINTS_PER_DEVICE: PointsPerDevice = 500;

/** As many devices as one history call can answer with the most points each (50 × 1,000 = 50,000). */
export const MAX_ACTIVITY_DEVICES = Math.floor(HISTORY_MAX_LOCATIONS / HISTORY_PER_DEVICE_MAX);

/** Devices the search offers at once; typing more narrows it. */
export const DEVICE_SEARCH_PAGE_SIZE = 20;

/** The activity map's zoom before any history has loaded. */
export const ACTIVITY_MAP_ZOOM = 2;
