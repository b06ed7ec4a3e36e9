import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SEARCH_DEBOUNCE_MS, type Device } from '@lodestar/contract';
import { useState } from 'react';
import { SearchField } from '../../../components/search-field';
import { useT } from '../../../lib/i18n/use-t';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { DeviceChecklistItem } from './device-checklist-item';

/**
 * Rows drawn at once, and how many more each Show more adds: an account may hold 999 devices, and a search
 * narrows them faster than scrolling does.
 */
export const CHECKLIST_STEP = 50;

interface DeviceChecklistProps {
  devices: Device[];
  /** The chosen devices' `_id`s; choices stay while the search hides them. */
  chosen: string[];
  onChange: (chosen: string[]) => void;
}

const matches = (device: Device, search: string) =>
  device.name.toLowerCase().includes(search) || device.deviceUUID.toLowerCase().includes(search);

/** The devices of a group to choose: a search by name or serial number, select all found, and a checkbox each. */
export function DeviceChecklist({ devices, chosen, onChange }: DeviceChecklistProps) {
  const t = useT();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim().toLowerCase(), SEARCH_DEBOUNCE_MS);
  // How many rows are drawn, back to one step whenever the search changes.
  const [shown, setShown] = useState({ search, count: CHECKLIST_STEP });
  const count = shown.search === search ? shown.count : CHECKLIST_STEP;

  const found = search ? devices.filter((device) => matches(device, search)) : devices;
  const chosenSet = new Set(chosen);
  const chosenFound = found.filter((device) => chosenSet.has(device._id)).length;
  const toggle = (device: Device) =>
    onChange(chosenSet.has(device._id) ? chosen.filter((id) => id !== device._id) : [...chosen, device._id]);
  const toggleAllFound = () => {
    const foundIds = new Set(found.map((device) => device._id));
    if (chosenFound === found.length) onChange(chosen.filter((id) => !foundIds.has(id)));
    else onChange([...chosen, ...found.filter((device) => !chosenSet.has(device._id)).map((device) => device._id)]);
  };

  return (
    <Stack spacing={1}>
      <SearchField label={t('groups.checklist.search')} value={text} onChange={setText} fullWidth />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', pl: 1 }}>
        <FormControlLabel
          label={t('groups.checklist.selectAll')}
          disabled={found.length === 0}
          control={
            <Checkbox
              size="small"
              checked={found.length > 0 && chosenFound === found.length}
              indeterminate={chosenFound > 0 && chosenFound < found.length}
              onChange={toggleAllFound}
            />
          }
        />
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {t('groups.checklist.selected', { count: chosen.length })}
        </Typography>
      </Stack>
      <Box
        role="group"
        aria-label={t('groups.devices')}
        sx={{ maxHeight: { xs: 320, sm: 380 }, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        {found.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
            {search ? t('messages.deviceNotFoundSearch') : t('groups.checklist.none')}
          </Typography>
        ) : (
          found
            .slice(0, count)
            .map((device) => (
              <DeviceChecklistItem
                key={device._id}
                device={device}
                checked={chosenSet.has(device._id)}
                onToggle={toggle}
              />
            ))
        )}
        {found.length > count && (
          <Button fullWidth onClick={() => setShown({ search, count: count + CHECKLIST_STEP })}>
            {t('groups.checklist.showMore', { count: Math.min(CHECKLIST_STEP, found.length - count) })}
          </Button>
        )}
      </Box>
    </Stack>
  );
}
