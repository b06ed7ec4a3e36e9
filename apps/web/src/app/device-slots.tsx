import { HistoryOptionsMenu, type DeviceSlots } from '../features/devices';
import { DeviceWhereabouts, HistoryPanel } from '../features/history';
import { PendingInvitationsBanner, RemoveAllSharingDialog, SharedWithCard } from '../features/sharing';
import { lazyDialog } from '../components/lazy-dialog';

// The share form loads when it first opens, not with every list of devices.
const SharePopup = lazyDialog(() =>
  import('../features/sharing/components/share-popup').then((module) => module.SharePopup),
);

/** What the device screens show of the other features (features/devices/device-slots.tsx). */
export const deviceSlots: DeviceSlots = {
  SharedWith: SharedWithCard,
  History: ({ deviceUUID }) => <HistoryPanel deviceUUID={deviceUUID} OptionsMenu={HistoryOptionsMenu} />,
  OverviewBanner: PendingInvitationsBanner,
  ShareDialog: SharePopup,
  RemoveAllSharingDialog,
  Whereabouts: DeviceWhereabouts,
};
