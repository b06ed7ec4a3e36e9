import { DEFAULT_DEVICE_TYPE_FILTER, type DeviceTypeFilter, type Language, type ViewType } from '@lodestar/contract';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** How the history panel shows a device's locations. */
export type HistoryView = 'map' | 'satellite' | 'grid' | 'trips';

/** The little client state that is not server state, persisted to localStorage. */
interface AppState {
  /** The exact string sent as the Authorization header. */
  authHeader: string | null;
  /**
   * The session sign-up answered, kept only to open the verification link in this browser: it shows the server that
   * whoever opens the link is whoever signed up. It signs nothing in, and goes with every other session at sign-out.
   */
  signupProof: string | null;
  deviceUUID: string | null;
  viewType: ViewType;
  deviceTypeFilter: DeviceTypeFilter;
  historyView: HistoryView;
  /** The device search text, as typed: the top bar's box and the overview's input both edit it. Not persisted. */
  deviceSearch: string;
  /**
   * The portal language chosen in this browser (the sign-in page's menu, or the account's saved choice once signed in);
   * null follows the browser's languages.
   */
  language: Language | null;
  setAuthHeader: (authHeader: string) => void;
  setSignupProof: (signupProof: string | null) => void;
  clearSession: () => void;
  setDeviceUUID: (deviceUUID: string | null) => void;
  setViewType: (viewType: ViewType) => void;
  setDeviceTypeFilter: (filter: DeviceTypeFilter) => void;
  setHistoryView: (historyView: HistoryView) => void;
  setDeviceSearch: (deviceSearch: string) => void;
  setLanguage: (language: Language | null) => void;
}

export const useAppStore = create<AppState>()(
  persist(
    (set) => ({
      authHeader: null,
      signupProof: null,
      deviceUUID: null,
      viewType: 'combo',
      deviceTypeFilter: DEFAULT_DEVICE_TYPE_FILTER,
      historyView: 'map',
      deviceSearch: '',
      language: null,
      setAuthHeader: (authHeader) => set({ authHeader }),
      setSignupProof: (signupProof) => set({ signupProof }),
      clearSession: () => set({ authHeader: null, signupProof: null, deviceSearch: '' }),
      setDeviceUUID: (deviceUUID) => set({ deviceUUID }),
      setViewType: (viewType) => set({ viewType }),
      setDeviceTypeFilter: (deviceTypeFilter) => set({ deviceTypeFilter }),
      setHistoryView: (historyView) => set({ historyView }),
      setDeviceSearch: (deviceSearch) => set({ deviceSearch }),
      setLanguage: (language) => set({ language }),
    }),
    {
      name: 'lodestar',
      partialize: ({ authHeader, signupProof, deviceUUID, viewType, deviceTypeFilter, historyView, language }) => ({
        authHeader,
        signupProof,
        deviceUUID,
        viewType,
        deviceTypeFilter,
        historyView,
        language,
      }),
    },
  ),
);
