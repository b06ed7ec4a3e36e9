import type { Catalogue } from '../../catalogue';
import { liveLinks } from './live-links';
import { trips } from './trips';
import { units } from './units';

export const de: Catalogue = { ...liveLinks, ...trips, ...units };
