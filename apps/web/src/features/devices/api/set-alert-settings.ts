import { deviceEndpoints, type Device } from '@lodestar/contract';
import { callApi } from '../../../lib/api-client';

type AlertSwitches = Partial<Pick<Device, 'pushNotification' | 'emailAlerts'>>;

/** Switches push and email alerts; answers the device as it now is. */
export const setAlertSettings = (id: string, body: AlertSwitches) =>
  callApi(deviceEndpoints.alertSettings, { params: { id }, body });
