import type { Device, DeviceTypeFilter } from '@lodestar/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { pathTo } from '../../../lib/paths';
import { useAppStore } from '../../../lib/store';
import { deviceQuery } from '../api/get-device';

/** What the results on screen answer: the type filter and the (debounced) search text. */
export interface SelectionQuery {
  filter: DeviceTypeFilter;
  search: string;
}

const keyOf = ({ filter, search }: SelectionQuery) => `${filter}\n${search}`;

/**
 * What the device call says of `uuid`: `gone` when the user cannot see it (404, or no device in the answer),
 * `known` once it has answered at all.
 */
function useDeviceGone(uuid: string | null): { gone: boolean; known: boolean } {
  const { data, error, isPending } = useQuery({ ...deviceQuery(uuid ?? ''), enabled: uuid !== null });
  if (uuid === null) return { gone: false, known: true };
  return { gone: (error instanceof ApiError && error.status === 404) || data?.device.length === 0, known: !isPending };
}

/** The first of `results` that is not `current` (a device that is gone may linger in a page read before). */
const firstOther = (results: Device[], current: string | null) =>
  results.find((device) => device.deviceUUID !== current)?.deviceUUID ?? null;

/**
 * The current device of the overview: the one in the address, else the remembered one. It stays selected while
 * the user can see it, even when it is not on the page of results shown (a deep link, another type, a later page):
 * paging never changes it. The rule "select the first result if the current device is not among
 * them, or clear it when there are none", applies to the settled page of `results` when the search or the type
 * filter has changed, when there is no current device, and when the device call answers that the current one is
 * gone (404); the last answer shows the first result at once, without waiting for the address to follow.
 */
export function useDeviceSelection(results: Device[] | undefined, query: SelectionQuery): string | null {
  const { deviceUUID: addressed } = useParams();
  const remembered = useAppStore((state) => state.deviceUUID);
  const setDeviceUUID = useAppStore((state) => state.setDeviceUUID);
  const navigate = useNavigate();
  const current = addressed ?? remembered;
  const { gone, known } = useDeviceGone(current);
  const resetKey = keyOf(query);
  // The search and filter the selection last followed; a search already typed when the overview opens counts.
  const followed = useRef(keyOf({ filter: query.filter, search: '' }));

  useEffect(() => {
    if (addressed) setDeviceUUID(addressed);
  }, [addressed, setDeviceUUID]);

  useEffect(() => {
    if (!results) return;
    // A current device off the page may be gone: wait for the device call before sending the address to it.
    if (!known && !results.some((device) => device.deviceUUID === current)) return;
    let selected = current;
    if (current === null || gone || followed.current !== resetKey) {
      followed.current = resetKey;
      const keep = current !== null && !gone && results.some((device) => device.deviceUUID === current);
      selected = keep ? current : firstOther(results, current);
    }
    if (selected === null) {
      if (remembered !== null) setDeviceUUID(null);
      if (addressed) void navigate(pathTo('device-overview'), { replace: true });
    } else if (selected !== addressed) {
      void navigate(pathTo('device-overview-device', { deviceUUID: selected }), { replace: true });
    }
  }, [results, current, gone, known, resetKey, addressed, remembered, navigate, setDeviceUUID]);

  return gone ? firstOther(results ?? [], current) : current;
}
