import { temperatureUnitOf, type Device, type LocationRecord } from '@lodestar/contract';
import type { ReactNode } from 'react';
import { formatDateTimeToSecond } from '../../../lib/date-time';
import type { MessageId } from '../../../lib/i18n/catalogue';
import type { Translate } from '../../../lib/i18n/translate';
import { temperatureText } from '../../../lib/temperature-text';
import { placeOf } from '../location-text';
import { LocationTypeCell } from './location-type-cell';

export interface HistoryColumn {
  header: MessageId;
  /** The cell of a position, its words in the shown language. */
  cell: (location: LocationRecord, t: Translate) => ReactNode;
  /** Short values stay on one line. */
  nowrap?: boolean;
  /** A column that wraps keeps at least this width (px) before the table scrolls sideways. */
  minWidth?: number;
}

const address: HistoryColumn = { header: 'history.column.address', cell: placeOf, minWidth: 150 };
// To the second: positions can come seconds apart. Date above time where the panel is narrow.
const created: HistoryColumn = {
  header: 'history.column.createdOn',
  cell: ({ timeCreated }) => formatDateTimeToSecond(timeCreated),
  minWidth: 90,
};

const temperature = (device: Device): HistoryColumn => ({
  header: 'history.column.temperature',
  nowrap: true,
  cell: ({ modem_temperature_c: celsius }, t) =>
    celsius === null ? t('common.notAvailable') : temperatureText(celsius, temperatureUnitOf(device.temperature.unit)),
});
const type: HistoryColumn = {
  header: 'history.column.type',
  nowrap: true,
  cell: (location) => <LocationTypeCell location={location} />,
};
const accuracy: HistoryColumn = {
  header: 'history.column.accuracy',
  nowrap: true,
  cell: ({ accuracy: metres }, t) =>
    metres > 0 ? t('history.accuracy', { metres: Math.round(metres) }) : t('common.notAvailable'),
};

const lock: HistoryColumn = {
  header: 'history.column.lock',
  nowrap: true,
  cell: ({ isLocked }, t) => (isLocked === null ? '' : t(isLocked ? 'history.locked' : 'history.unlocked')),
};
const lockBy: HistoryColumn = {
  header: 'history.column.lockBy',
  nowrap: true,
  cell: ({ unlockType }, t) => (unlockType ? t(`unlockTypeLabels.${unlockType}`) : ''),
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
