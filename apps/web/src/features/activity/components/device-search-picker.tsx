import type { Device } from '@lodestar/contract';
import Autocomplete from '@mui/material/Autocomplete';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { MAX_ACTIVITY_DEVICES } from '../activity-limits';
import { useDeviceSearch } from '../hooks/use-device-search';

interface DeviceSearchPickerProps {
  chosenUUIDs: readonly string[];
  /** No more devices can be chosen. */
  full: boolean;
  onPick: (device: Device) => void;
}

const keepAll = (devices: Device[]) => devices;

/** Searches the account's devices by name or serial number; the list stays open to pick several in a row. */
export function DeviceSearchPicker({ chosenUUIDs, full, onPick }: DeviceSearchPickerProps) {
  const t = useT();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const { devices, failed } = useDeviceSearch(text, open);
  const options = devices?.filter((device) => !chosenUUIDs.includes(device.deviceUUID)) ?? [];
  const noOptionsText = t(
    failed
      ? 'messages.unableToLoadDevices'
      : devices?.length
        ? 'activity.search.allShown'
        : 'messages.deviceNotFoundSearch',
  );

  return (
    <Autocomplete
      options={options}
      value={null}
      onChange={(_, device) => device && onPick(device)}
      inputValue={text}
      onInputChange={(_, value, reason) => {
        // Picking a device keeps the search text, so that the next match is one click away.
        if (reason === 'input' || reason === 'clear') setText(value);
      }}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      filterOptions={keepAll}
      getOptionLabel={(device) => device.name}
      loading={!devices && !failed}
      loadingText={t('activity.search.searching')}
      noOptionsText={noOptionsText}
      disableCloseOnSelect
      autoHighlight
      disabled={full}
      sx={{ flexGrow: 1, minWidth: 0 }}
      renderOption={({ key, ...props }, device) => (
        <li key={key} {...props}>
          <ListItemText primary={device.name} secondary={device.deviceUUID} />
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={t('activity.search.label')}
          placeholder={t('activity.search.placeholder')}
          helperText={full ? t('activity.search.full', { count: MAX_ACTIVITY_DEVICES }) : undefined}
        />
      )}
    />
  );
}
