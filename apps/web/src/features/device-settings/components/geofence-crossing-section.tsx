import { geofenceCrossings, type Device } from '@lodestar/contract';
import { useMemo } from 'react';
import { z } from 'zod';
import type { MessageId } from '../../../lib/i18n/catalogue';
import { useT } from '../../../lib/i18n/use-t';
import { useSettingsForm } from '../hooks/use-settings-form';
import { FormSelect } from './fields/form-select';
import { SettingsFormSection } from './settings-form-section';

const crossingChoices = [
  { value: 'exit', label: 'deviceSettings.geofence.exit' },
  { value: 'entry', label: 'deviceSettings.geofence.entry' },
  { value: 'both', label: 'deviceSettings.geofence.both' },
] as const satisfies readonly { value: (typeof geofenceCrossings)[number]; label: MessageId }[];
const crossingSchema = z.object({ geofenceAlertOn: z.enum(geofenceCrossings) });

export function GeofenceCrossingSection({ device }: { device: Device }) {
  const t = useT();
  const values = useMemo(() => ({ geofenceAlertOn: device.geofenceAlertOn }), [device.geofenceAlertOn]);
  const section = useSettingsForm({
    deviceId: device._id,
    schema: crossingSchema,
    values,
    toUpdate: (values) => values,
  });
  return (
    <SettingsFormSection
      title={t('deviceSettings.geofence.title')}
      description={t('deviceSettings.geofence.description')}
      {...section}
    >
      <FormSelect
        name="geofenceAlertOn"
        label={t('deviceSettings.geofence.alert')}
        options={crossingChoices.map(({ value, label }) => ({ value, label: t(label) }))}
      />
    </SettingsFormSection>
  );
}
