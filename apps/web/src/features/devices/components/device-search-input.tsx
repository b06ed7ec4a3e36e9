import type { TextFieldProps } from '@mui/material/TextField';
import { useNavigate } from 'react-router';
import { SearchField } from '../../../components/search-field';
import { pathTo } from '../../../lib/paths';
import { useAppStore } from '../../../lib/store';
import { useOnDeviceOverview } from '../hooks/use-on-device-overview';

type DeviceSearchInputProps = Pick<TextFieldProps, 'autoFocus' | 'fullWidth' | 'sx'> & { label: string };

/**
 * An input of the device search text. The top bar's box and the overview's input are two of these editing one
 * text; typing elsewhere in the portal opens the overview, where the results are.
 */
export function DeviceSearchInput(props: DeviceSearchInputProps) {
  const search = useAppStore((state) => state.deviceSearch);
  const setSearch = useAppStore((state) => state.setDeviceSearch);
  const navigate = useNavigate();
  const onOverview = useOnDeviceOverview();

  return (
    <SearchField
      {...props}
      value={search}
      onChange={(value) => {
        setSearch(value);
        if (!onOverview) void navigate(pathTo('device-overview'));
      }}
    />
  );
}
