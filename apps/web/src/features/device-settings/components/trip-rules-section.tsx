import { tripRulesSchema, type Device } from '@lodestar/contract';
import { useSettingsForm } from '../hooks/use-settings-form';
import { FormSelect } from './fields/form-select';
import { SettingsFormSection } from './settings-form-section';

const minuteSteps = [1, 2, 3, 5, 10, 15, 20, 30, 45, 60, 90, 120];
const radiusSteps = [20, 50, 100, 150, 200, 300, 500, 1000];

/** The offered steps, and the device's own value when the API set it between two. */
const choices = (steps: number[], current: number, unit: string) =>
  [...new Set([...steps, current])].sort((a, b) => a - b).map((value) => ({ value, label: `${value} ${unit}` }));

/** How the device's history splits into trips and stops (the portal's rule: nothing is sent to the device). */
export function TripRulesSection({ device }: { device: Device }) {
  const section = useSettingsForm({
    deviceId: device._id,
    schema: tripRulesSchema,
    values: device.tripRules,
    toUpdate: (tripRules) => ({ tripRules }),
  });
  return (
    <SettingsFormSection
      title="Trips and stops"
      description="The history counts a stop where the device stays this long within this distance; everything between stops is a trip."
      {...section}
    >
      <FormSelect
        name="stopMinutes"
        label="Stop after"
        options={choices(minuteSteps, device.tripRules.stopMinutes, 'min')}
      />
      <FormSelect name="stopRadius" label="Within" options={choices(radiusSteps, device.tripRules.stopRadius, 'm')} />
    </SettingsFormSection>
  );
}
