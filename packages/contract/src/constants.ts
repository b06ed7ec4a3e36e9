/** Business constants: timings, page sizes, breakpoints and view types. */
export const TOAST_DURATION_MS = 4000;
export const SEARCH_DEBOUNCE_MS = 500;
export const SOCKET_RECONNECT_MS = 10000;
export const MENU_DEVICE_PAGE = 0;
export const MENU_DEVICE_PER_PAGE = 999;
export const DEVICE_PAGE_SIZE = 6;
export const BREAKPOINTS = { carousel: [320, 730, 1000], mobileDrawer: 768, smallScreen: 850 } as const;
export const viewTypes = ['combo', 'grid', 'list'] as const;
export type ViewType = (typeof viewTypes)[number];
