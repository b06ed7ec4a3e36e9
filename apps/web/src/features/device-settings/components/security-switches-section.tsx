import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { Device } from '@lodestar/contract';
import type { MessageId } from '../../../lib/i18n/catalogue';
import { useT } from '../../../lib/i18n/use-t';
import { useUpdateDevice } from '../hooks/use-update-device';
import { SettingsSection } from './settings-section';

type SecuritySwitch = 'tsaAccessible' | 'emergencyMode';

const switches: { field: SecuritySwitch; label: MessageId }[] = [
  { field: 'tsaAccessible', label: 'deviceSettings.access.tsa' },
  { field: 'emergencyMode', label: 'deviceSettings.access.emergency' },
];

/** TSA access and Emergency mode: each switch saves at once. */
export function SecuritySwitchesSection({ device }: { device: Device }) {
  const t = useT();
  const update = useUpdateDevice(device._id);
  // While a switch saves it already shows the state it is going to.
  const shown = (field: SecuritySwitch) => update.variables?.[field] ?? device[field];
  return (
    <SettingsSection title={t('deviceSettings.access.title')}>
      {switches.map(({ field, label }) => (
        <FormControlLabel
          key={field}
          label={t(label)}
          control={
            <Switch
              checked={shown(field)}
              disabled={update.pending}
              onChange={(_event, on) => void update.save({ [field]: on })}
            />
          }
        />
      ))}
    </SettingsSection>
  );
}
