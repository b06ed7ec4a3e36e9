import type { Device } from '@lodestar/contract';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { pathTo } from '../../../lib/paths';
import { useAppStore } from '../../../lib/store';

/**
 * The current device of the overview: the one in the address, else the remembered one. Given a settled page of
 * results, it applies spec part 1 §2.8: keep the current device when the page has it, else select the first
 * result, or clear the current device when there are no results.
 */
export function useDeviceSelection(results: Device[] | undefined): string | null {
  const { deviceUUID: addressed } = useParams();
  const remembered = useAppStore((state) => state.deviceUUID);
  const setDeviceUUID = useAppStore((state) => state.setDeviceUUID);
  const navigate = useNavigate();
  const current = addressed ?? remembered;

  useEffect(() => {
    if (addressed) setDeviceUUID(addressed);
  }, [addressed, setDeviceUUID]);

  useEffect(() => {
    if (!results) return;
    const first = results[0];
    if (!first) {
      if (current === null) return;
      setDeviceUUID(null);
      void navigate(pathTo('device-overview'), { replace: true });
      return;
    }
    const keep = current !== null && results.some((device) => device.deviceUUID === current);
    const selected = keep ? current : first.deviceUUID;
    if (selected !== addressed) {
      void navigate(pathTo('device-overview-device', { deviceUUID: selected }), { replace: true });
    }
  }, [results, current, addressed, navigate, setDeviceUUID]);

  return current;
}
