import { MENU_DEVICE_PAGE, MENU_DEVICE_PER_PAGE } from '@lodestar/contract';
import { useQuery } from '@tanstack/react-query';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { devicesQuery } from '../../devices';

/** Every device a group can hold, read as menus read devices: page 0, 999 per page. */
export function useChoosableDevices() {
  const user = useSignedInUser();
  return useQuery(devicesQuery(user._id, { type: 'all', page: MENU_DEVICE_PAGE, perPage: MENU_DEVICE_PER_PAGE }));
}
