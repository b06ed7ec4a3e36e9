import { routeByName } from '@lodestar/contract';
import { useMatch } from 'react-router';

/** Whether the device overview is showing, with or without a selected device. */
export function useOnDeviceOverview(): boolean {
  const allDevices = useMatch(routeByName('device-overview').path);
  const oneDevice = useMatch(routeByName('device-overview-device').path);
  return allDevices !== null || oneDevice !== null;
}
