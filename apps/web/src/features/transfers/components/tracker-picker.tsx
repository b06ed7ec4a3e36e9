import type { Device } from '@lodestar/contract';
import Autocomplete from '@mui/material/Autocomplete';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/use-t';

import { useOwnTrackers } from '../hooks/use-own-trackers';

interface TrackerPickerProps {
  value: Device | null;
  onChange: (device: Device | null) => void;
  disabled?: boolean;
}

const keepAll = (devices: Device[]) => devices;
const labelOf = (device: Device) => `${device.name} (${device.deviceUUID})`;

/** The signed-in user's own GPS trackers without a plan, searched by name or serial number. */
export function TrackerPicker({ value, onChange, disabled }: TrackerPickerProps) {
  const t = useT();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  // The field shows the chosen tracker's label: that is no search.
  const { trackers, failed } = useOwnTrackers(value && text === labelOf(value) ? '' : text);
  const noOptionsText = failed
    ? t('messages.unableToLoadDevices')
    : text.trim()
      ? t('messages.deviceNotFoundSearch')
      : t('transfers.tracker.none');

  return (
    <Autocomplete
      options={trackers ?? (value ? [value] : [])}
      value={value}
      onChange={(_, device) => onChange(device)}
      inputValue={text}
      onInputChange={(_, typed) => setText(typed)}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      filterOptions={keepAll}
      isOptionEqualToValue={(option, chosen) => option._id === chosen._id}
      getOptionLabel={labelOf}
      loading={!trackers && !failed}
      loadingText={t('transfers.searching')}
      noOptionsText={noOptionsText}
      disabled={disabled}
      renderOption={({ key, ...props }, device) => (
        <li key={key} {...props}>
          <ListItemText primary={device.name} secondary={device.deviceUUID} />
        </li>
      )}
      renderInput={(params) => (
        <TextField {...params} label={t('transfers.tracker.label')} placeholder={t('transfers.tracker.placeholder')} />
      )}
    />
  );
}
