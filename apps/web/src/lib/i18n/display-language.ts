import type { Language } from '@lodestar/contract';
import { useAppStore } from '../store';
import { browserLanguage } from './browser-language';

/**
 * The language the portal shows, for the code that formats outside React (dates in lists, toasts): the one chosen in
 * this browser, else the browser's own; the language provider shows the same.
 */
export const displayLanguage = (): Language => useAppStore.getState().language ?? browserLanguage();
