import { geofenceCrossings, type Device } from '@lodestar/contract';
import { useMemo } from 'react';
import { z } from 'zod';
import { useSettingsForm } from '../hooks/use-settings-form';
import { FormSelect } from './fields/form-select';
import { SettingsFormSection } from './settings-form-section';

const crossingChoices = [
  { value: 'exit', label: 'When it leaves' },
  { value: 'entry', label: 'When it enters' },
  { value: 'both', label: 'When it leaves or enters' },
] as const satisfies readonly { value: (typeof geofenceCrossings)[number]; label: string }[];
const crossingSchema = z.object({ geofenceAlertOn: z.enum(geofenceCrossings) });

export function GeofenceCrossingSection({ device }: { device: Device }) {
  const values = useMemo(() => ({ geofenceAlertOn: device.geofenceAlertOn }), [device.geofenceAlertOn]);
  const section = useSettingsForm({
    deviceId: device._id,
    schema: crossingSchema,
    values,
    toUpdate: (values) => values,
  });
  return (
    <SettingsFormSection
      title="Geo-fence alerts"
      description="Which crossings of the geo-fence boundary are told, while the geo-fence is on."
      {...section}
    >
      <FormSelect name="geofenceAlertOn" label="Alert" options={crossingChoices} />
    </SettingsFormSection>
  );
}
