import type { Catalogue } from '../../catalogue';
import { liveLinks } from './live-links';
import { trips } from './trips';
import { units } from './units';

export const ar: Catalogue = { ...liveLinks, ...trips, ...units };
