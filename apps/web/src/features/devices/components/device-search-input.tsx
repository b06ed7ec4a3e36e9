import type { TextFieldProps } from '@mui/material/TextField';
import { useLocation, useNavigate } from 'react-router';
import { SearchField } from '../../../components/search-field';
import { pathTo } from '../../../lib/paths';
import { useAppStore } from '../../../lib/store';
import { useOnDeviceOverview } from '../hooks/use-on-device-overview';

type DeviceSearchInputProps = Pick<TextFieldProps, 'autoFocus' | 'fullWidth' | 'sx'> & { label: string };

/** What the overview is opened with when the top bar's search box opened it: the typing goes on in its own box. */
interface ArrivedSearching {
  searching?: boolean;
}

/**
 * An input of the device search text: the top bar's box elsewhere in the portal, the overview's own above its list.
 * Typing in the top bar opens the overview, where the results are, and the typing goes on in the overview's box.
 */
export function DeviceSearchInput({ autoFocus, ...props }: DeviceSearchInputProps) {
  const search = useAppStore((state) => state.deviceSearch);
  const setSearch = useAppStore((state) => state.setDeviceSearch);
  const navigate = useNavigate();
  const onOverview = useOnDeviceOverview();
  const { state } = useLocation();
  const arrivedSearching = onOverview && (state as ArrivedSearching | null)?.searching === true;

  return (
    <SearchField
      {...props}
      autoFocus={autoFocus || arrivedSearching}
      value={search}
      onChange={(value) => {
        setSearch(value);
        if (!onOverview)
          void navigate(pathTo('device-overview'), { state: { searching: true } satisfies ArrivedSearching });
      }}
    />
  );
}
