import type { Device } from '@lodestar/contract';
import type { MouseEvent } from 'react';

/** What each view type (combo, grid, list) is given: the page's devices and the selected one. */
export interface DeviceViewProps {
  devices: Device[];
  selectedUUID: string | null;
  /** Choosing a device calls this instead of opening its overview (a group's view only sets the current device). */
  onSelectDevice?: (device: Device) => void;
  /** The pages beside this one, for a view that pages by itself (the carousel's arrows go on to them). */
  pages?: NeighbourPages;
}

/** Whether there are pages before and after the one shown, and the way to them. */
export interface NeighbourPages {
  hasPrevious: boolean;
  hasNext: boolean;
  previous: () => void;
  next: () => void;
}

/** The click handler of a device's link when `onSelect` takes the place of opening the device's overview. */
export const selectInsteadOfOpening = (device: Device, onSelect: DeviceViewProps['onSelectDevice']) =>
  onSelect &&
  ((event: MouseEvent) => {
    event.preventDefault();
    onSelect(device);
  });
