import CreditCard from '@mui/icons-material/CreditCard';
import Devices from '@mui/icons-material/Devices';
import GpsFixed from '@mui/icons-material/GpsFixed';
import LockOutlined from '@mui/icons-material/LockOutlined';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { deviceTypeFilters, type DeviceTypeFilter } from '@lodestar/contract';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../lib/i18n/use-t';
import { pathTo } from '../../../lib/paths';
import { useAppStore } from '../../../lib/store';
import { useOnDeviceOverview } from '../../devices';

const filterIcons: Record<DeviceTypeFilter, ReactNode> = {
  smart_lock: <LockOutlined />,
  shield_gps: <GpsFixed />,
  shield_card: <CreditCard />,
  all: <Devices />,
};

/** The device-type filters of the side menu: each sets the filter and opens the device overview. */
export function DeviceFilterMenu({ onNavigate }: { onNavigate?: (() => void) | undefined }) {
  const t = useT();
  const filter = useAppStore((state) => state.deviceTypeFilter);
  const setFilter = useAppStore((state) => state.setDeviceTypeFilter);
  const navigate = useNavigate();
  const onOverview = useOnDeviceOverview();

  return (
    <List component="div" aria-label={t('navigation.menu.deviceTypes')}>
      {deviceTypeFilters.map(({ value }) => (
        <ListItemButton
          key={value}
          selected={onOverview && value === filter}
          onClick={() => {
            setFilter(value);
            void navigate(pathTo('device-overview'));
            onNavigate?.();
          }}
        >
          <ListItemIcon>{filterIcons[value]}</ListItemIcon>
          <ListItemText primary={t(value === 'all' ? 'navigation.filter.all' : `deviceTypeLabels.${value}`)} />
        </ListItemButton>
      ))}
    </List>
  );
}
