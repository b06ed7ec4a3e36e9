import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import NotificationsOff from '@mui/icons-material/NotificationsOff';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Thermostat from '@mui/icons-material/Thermostat';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { hasModem, mayOnDevice, type Device, type DeviceAction } from '@lodestar/contract';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../lib/i18n/use-t';
import { pathTo } from '../../../lib/paths';
import { usePopupAnchor } from '../../../lib/use-popup-anchor';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { useDeviceSlots } from '../device-slots';
import { useOptionsMenuCommands } from '../hooks/use-options-menu-commands';
import { RemoveDeviceDialog } from './remove-device-dialog';

interface MenuEntry {
  label: string;
  icon: ReactNode;
  run: () => void;
  disabled?: boolean;
}

type PendingDialog = 'share' | 'remove' | 'removeAllSharing' | null;

/**
 * The device options menu: each entry appears only when `mayOnDevice` allows it for the
 * user's privilege on the device and roles. With no entry left there is no menu button at all.
 */
export function DeviceOptionsMenu({ device }: { device: Device }) {
  const t = useT();
  const { roles } = useSignedInUser();
  const popup = usePopupAnchor();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<PendingDialog>(null);
  const { readTemperature, toggleAlarm } = useOptionsMenuCommands(device);
  const { ShareDialog, RemoveAllSharingDialog } = useDeviceSlots();
  const may = (action: DeviceAction) => mayOnDevice(action, device.privilege, roles);
  const params = { deviceUUID: device.deviceUUID };
  // Shared users have no basic settings: their settings link opens the alert settings.
  const settingsPath = pathTo(roles.includes('sharedUser') ? 'device-settings-alert' : 'device-settings', params);
  const sharingPath = pathTo('device-settings-sharing', params);

  const entries: (MenuEntry | false)[] = [
    hasModem(device.deviceType) &&
      may('getTemperature') && {
        label: t('devices.options.getTemperature'),
        icon: <Thermostat />,
        run: () => void readTemperature(),
      },
    may('alarm') && {
      label: t(device.alarm ? 'devices.options.alarmOff' : 'devices.options.alarmOn'),
      icon: device.alarm ? <NotificationsOff /> : <NotificationsActive />,
      run: () => void toggleAlarm(),
    },
    may('settings') && {
      label: t('devices.options.settings'),
      icon: <SettingsOutlined />,
      run: () => void navigate(settingsPath),
    },
    may('share') && { label: t('devices.options.share'), icon: <ShareOutlined />, run: () => setDialog('share') },
    may('manageSharing') && {
      label: t('devices.options.manageSharing'),
      icon: <ManageAccountsOutlined />,
      run: () => void navigate(sharingPath),
    },
    may('remove') && { label: t('devices.remove.title'), icon: <DeleteOutlined />, run: () => setDialog('remove') },
    may('removeAllSharing') && {
      label: t('devices.options.removeAll'),
      icon: <PersonRemoveOutlined />,
      run: () => setDialog('removeAllSharing'),
      disabled: device.share_count === 0,
    },
  ];
  const items = entries.filter((entry): entry is MenuEntry => entry !== false);
  if (items.length === 0) return null;

  const closeDialog = () => setDialog(null);
  return (
    <>
      <IconButton size="small" aria-label={t('devices.options.label')} {...popup.triggerProps}>
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={popup.anchor} open={popup.open} onClose={popup.close}>
        {items.map(({ label, icon, run, disabled }) => (
          <MenuItem
            key={label}
            disabled={disabled}
            onClick={() => {
              popup.close();
              run();
            }}
          >
            <ListItemIcon>{icon}</ListItemIcon>
            <ListItemText primary={label} />
          </MenuItem>
        ))}
      </Menu>
      {dialog === 'share' && <ShareDialog device={device} onClose={closeDialog} />}
      {dialog === 'remove' && <RemoveDeviceDialog device={device} onClose={closeDialog} />}
      {dialog === 'removeAllSharing' && <RemoveAllSharingDialog device={device} onClose={closeDialog} />}
    </>
  );
}
