import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useT } from '../../../lib/i18n/use-t';
import { useBatteryGauge } from '../hooks/use-battery-gauge';
import { DeviceListRow } from './device-list-row';
import type { DeviceViewProps } from './device-view-props';

/** List view: one row per device of the page, with the card's fields. */
export function DeviceListTable({ devices, selectedUUID, onSelectDevice }: DeviceViewProps) {
  const t = useT();
  const battery = useBatteryGauge();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('devices.devices')} sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('devices.list.device')}</TableCell>
            <TableCell>{t('devices.lastSeen')}</TableCell>
            {battery.forRoles && <TableCell>{t('devices.battery')}</TableCell>}
            <TableCell align="right" aria-label={t('devices.list.options')} />
          </TableRow>
        </TableHead>
        <TableBody>
          {devices.map((device) => (
            <DeviceListRow
              key={device._id}
              device={device}
              selected={device.deviceUUID === selectedUUID}
              onSelect={onSelectDevice}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
