import { liveLinks } from './live-links';
import { trips } from './trips';
import { units } from './units';

/** The English catalogue: the spec's texts exactly as it writes them, and the portal's own. */
export const en = { ...liveLinks, ...trips, ...units } as const;
