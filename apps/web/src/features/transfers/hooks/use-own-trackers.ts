import { TRANSFER_DEVICE_DEBOUNCE_MS, type Device } from '@lodestar/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { devicesQuery } from '../../devices';
import { useWaitingTransfers } from '../api/waiting-transfers';

/** Device lists ask for 999 a page. */
const TRACKER_SEARCH_SIZE = 999;

/** A tracker that can be transferred: the seller's own GPS tracker with no plan running (nor a transfer waiting). */
export const transferable = (device: Device, userId: string) =>
  device.deviceType === 'shield_gps' && device.userId === userId && device.subscription.status === 'Inactive';

/**
 * The signed-in user's GPS trackers that can change hands, searched by name or serial number once typing
 * pauses (300 ms). `trackers` is undefined while the answer for the text as typed is still to come.
 */
export function useOwnTrackers(text: string) {
  const user = useSignedInUser();
  const typed = text.trim();
  const name = useDebouncedValue(typed, TRANSFER_DEVICE_DEBOUNCE_MS);
  const search = useQuery({
    ...devicesQuery(user._id, { type: 'shield_gps', name, page: 1, perPage: TRACKER_SEARCH_SIZE }),
    placeholderData: keepPreviousData,
  });
  const waiting = useWaitingTransfers();
  const current = name === typed && !search.isPlaceholderData;
  const waits = new Set(waiting.data?.map((transfer) => transfer.device._id));
  const trackers = current
    ? search.data?.devices.filter((device) => transferable(device, user._id) && !waits.has(device._id))
    : undefined;
  return { trackers, failed: search.isError };
}
