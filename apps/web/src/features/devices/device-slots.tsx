import type { Device } from '@lodestar/contract';
import { createContext, useContext, type ComponentType } from 'react';

/**
 * What the device screens show of other features (sharing, history, the invitations). The devices feature only
 * leaves room for them; the app fills it (app/device-slots.tsx), so that no feature imports another one that
 * imports it back.
 */
export interface DeviceSlots {
  /** Under the device's details: who it is shared with. */
  SharedWith: ComponentType<{ device: Device }>;
  /** Beside the device's details: its location history. */
  History: ComponentType<{ deviceUUID: string | null }>;
  /** Above the overview: the invitations waiting for an answer. */
  OverviewBanner: ComponentType;
  /** The device menu's Share dialog. */
  ShareDialog: ComponentType<{ device: Device; onClose: () => void }>;
  /** The device menu's Remove all (sharing) dialog. */
  RemoveAllSharingDialog: ComponentType<{ device: Device; onClose: () => void }>;
  /** On the fence editor's map: where the device is (its latest position, from its history). */
  Whereabouts: ComponentType<{ device: Device }>;
}

export const DeviceSlotsContext = createContext<DeviceSlots | null>(null);

export function useDeviceSlots(): DeviceSlots {
  const slots = useContext(DeviceSlotsContext);
  if (!slots) throw new Error('useDeviceSlots is only available inside the app providers');
  return slots;
}
