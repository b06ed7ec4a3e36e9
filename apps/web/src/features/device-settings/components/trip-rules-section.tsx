import { tripRulesSchema, type Device } from '@lodestar/contract';
import type { Translate } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/use-t';
import { useSettingsForm } from '../hooks/use-settings-form';
import { FormSelect } from './fields/form-select';
import { SettingsFormSection } from './settings-form-section';

const minuteSteps = [1, 2, 3, 5, 10, 15, 20, 30, 45, 60, 90, 120];
const radiusSteps = [20, 50, 100, 150, 200, 300, 500, 1000];

/** The offered steps, and the device's own value when the API set it between two, each written by `label`. */
const choices = (steps: number[], current: number, label: (value: number) => string) =>
  [...new Set([...steps, current])].sort((a, b) => a - b).map((value) => ({ value, label: label(value) }));

const minutes = (t: Translate) => (value: number) => t('units.minutes', { value });
const metres = (t: Translate) => (value: number) => t('units.metres', { value });

/** How the device's history splits into trips and stops (the portal's rule: nothing is sent to the device). */
export function TripRulesSection({ device }: { device: Device }) {
  const t = useT();
  const section = useSettingsForm({
    deviceId: device._id,
    schema: tripRulesSchema,
    values: device.tripRules,
    toUpdate: (tripRules) => ({ tripRules }),
  });
  return (
    <SettingsFormSection title={t('tripRules.title')} description={t('tripRules.description')} {...section}>
      <FormSelect
        name="stopMinutes"
        label={t('tripRules.stopAfter')}
        options={choices(minuteSteps, device.tripRules.stopMinutes, minutes(t))}
      />
      <FormSelect
        name="stopRadius"
        label={t('tripRules.within')}
        options={choices(radiusSteps, device.tripRules.stopRadius, metres(t))}
      />
    </SettingsFormSection>
  );
}
