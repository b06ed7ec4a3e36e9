import {
  formatTemperature,
  temperatureUnitOf,
  unlockTypeLabels,
  type Device,
  type LocationRecord,
} from '@lodestar/contract';
import type { ReactNode } from 'react';
import { formatDateTimeToSecond } from '../../../lib/date-time';
import { placeOf } from '../location-text';
import { LocationTypeCell } from './location-type-cell';

export interface HistoryColumn {
  header: string;
  cell: (location: LocationRecord) => ReactNode;
  /** Short values stay on one line. */
  nowrap?: boolean;
  /** A column that wraps keeps at least this width (px) before the table scrolls sideways. */
  minWidth?: number;
}

const NOT_AVAILABLE = 'N/A';

const address: HistoryColumn = { header: 'Address', cell: placeOf, minWidth: 150 };
// To the second: positions can come seconds apart. Date above time where the panel is narrow.
const created: HistoryColumn = {
  header: 'Created On',
  cell: ({ timeCreated }) => formatDateTimeToSecond(timeCreated),
  minWidth: 90,
};

const temperature = (device: Device): HistoryColumn => ({
  header: 'Temperature',
  nowrap: true,
  cell: ({ modem_temperature_c: celsius }) =>
    celsius === null ? NOT_AVAILABLE : formatTemperature(celsius, temperatureUnitOf(device.temperature.unit)),
});
const type: HistoryColumn = {
  header: 'Type',
  nowrap: true,
  cell: (location) => <LocationTypeCell location={location} />,
};
const accuracy: HistoryColumn = {
  header: 'Accuracy',
  nowrap: true,
  cell: ({ accuracy: metres }) => (metres > 0 ? `${Math.round(metres)} m` : NOT_AVAILABLE),
};

const lock: HistoryColumn = {
  header: 'Lock',
  nowrap: true,
  cell: ({ isLocked }) => (isLocked === null ? '' : isLocked ? 'Locked' : 'Unlocked'),
};
const lockBy: HistoryColumn = {
  header: 'Lock By',
  nowrap: true,
  cell: ({ unlockType }) => (unlockType ? unlockTypeLabels[unlockType] : ''),
};

/**
 * The grid's columns: Address and Created On; GPS trackers add Temperature, Type and Accuracy,
 * and locks their lock events with the lock-by type.
 */
export function historyColumns(device: Device): HistoryColumn[] {
  switch (device.deviceType) {
    case 'shield_gps':
      return [address, created, temperature(device), type, accuracy];
    case 'smart_lock':
      return [address, created, lock, lockBy];
    case 'shield_card':
      return [address, created];
  }
}
