import BatteryAlert from '@mui/icons-material/BatteryAlert';
import CreditCardOff from '@mui/icons-material/CreditCardOff';
import DirectionsRun from '@mui/icons-material/DirectionsRun';
import ExitToApp from '@mui/icons-material/ExitToApp';
import HowToReg from '@mui/icons-material/HowToReg';
import Login from '@mui/icons-material/Login';
import MoveToInbox from '@mui/icons-material/MoveToInbox';
import Outbox from '@mui/icons-material/Outbox';
import Share from '@mui/icons-material/Share';
import SignalCellularOff from '@mui/icons-material/SignalCellularOff';
import Sos from '@mui/icons-material/Sos';
import Thermostat from '@mui/icons-material/Thermostat';
import WaterDrop from '@mui/icons-material/WaterDrop';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { NotificationKind } from '@lodestar/contract';
import type { ComponentType } from 'react';

const icons: Record<NotificationKind, ComponentType<SvgIconProps>> = {
  sos: Sos,
  motion: DirectionsRun,
  water: WaterDrop,
  temperature: Thermostat,
  geofenceExit: ExitToApp,
  geofenceEntry: Login,
  lowBattery: BatteryAlert,
  silent: SignalCellularOff,
  deviceShared: Share,
  shareAccepted: HowToReg,
  deviceReceived: MoveToInbox,
  deviceHandedOver: Outbox,
  paymentDue: CreditCardOff,
};

/** The picture of a kind of notification; an SOS and a payment due are drawn in the error colour. */
export function NotificationIcon({ kind }: { kind: NotificationKind }) {
  const Icon = icons[kind];
  return <Icon fontSize="small" color={kind === 'sos' || kind === 'paymentDue' ? 'error' : 'action'} aria-hidden />;
}
