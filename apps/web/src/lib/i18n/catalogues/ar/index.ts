import type { Catalogue } from '../../catalogue';
import { language } from './language';
import { liveLinks } from './live-links';
import { trips } from './trips';
import { units } from './units';

export const ar: Catalogue = { ...language, ...liveLinks, ...trips, ...units };
