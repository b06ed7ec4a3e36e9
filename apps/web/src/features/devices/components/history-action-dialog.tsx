import type { Device } from '@lodestar/contract';
import { lazyDialog } from '../../../components/lazy-dialog';
import { AirplaneModeDialog } from './airplane-mode-dialog';
import { ClearHistoryDialog } from './clear-history-dialog';
import { DeleteGeofenceDialog } from './delete-geofence-dialog';
import { GeofenceTrackingDialog } from './geofence-tracking-dialog';
import { LocateDialog } from './locate-dialog';
import { NotificationEmailsDialog } from './notification-emails-dialog';
import { OperatingModeDialog } from './operating-mode-dialog';

// The map editor brings leaflet-geoman: a chunk of its own, loaded when the dialog first opens.
const GeofenceDrawDialog = lazyDialog(() => import('./geofence-draw-dialog').then((module) => module.GeofenceDrawDialog));

const dialogs = {
  locate: LocateDialog,
  airplaneMode: AirplaneModeDialog,
  drawBoundary: GeofenceDrawDialog,
  geofenceTracking: GeofenceTrackingDialog,
  deleteGeofence: DeleteGeofenceDialog,
  notificationEmails: NotificationEmailsDialog,
  operatingMode: OperatingModeDialog,
  clearHistory: ClearHistoryDialog,
};
export type HistoryDialog = keyof typeof dialogs;

/** The open dialog of the history options menu. */
export function HistoryActionDialog({
  dialog,
  device,
  onClose,
}: {
  dialog: HistoryDialog;
  device: Device;
  onClose: () => void;
}) {
  const Chosen = dialogs[dialog];
  return <Chosen device={device} onClose={onClose} />;
}
