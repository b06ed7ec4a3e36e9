import { updateDeviceRequestSchema, type Device } from '@lodestar/contract';
import { z } from 'zod';
import { useSettingsForm } from '../hooks/use-settings-form';
import { rangeOf } from '../number-range';
import { FormSelect } from './fields/form-select';
import { FormSwitch } from './fields/form-switch';
import { SettingsFormSection } from './settings-form-section';

const field = updateDeviceRequestSchema.shape;
const toneSchema = z.object({
  tone: field.tone.unwrap(),
  ledFlash: field.ledFlash.unwrap(),
  sosAlertNotification: field.sosAlertNotification.unwrap(),
  locationUpdateNotification: field.locationUpdateNotification.unwrap(),
});
const tones = rangeOf(field.tone.unwrap());
const toneOptions = Array.from({ length: tones.max - tones.min + 1 }, (_, index) => {
  const tone = tones.min + index;
  return { value: tone, label: `Tone ${tone}` };
});

/** How the device itself signals an alert, and which reports notify the owner. */
export function ToneAndNotificationsSection({ device }: { device: Device }) {
  const { tone, ledFlash, sosAlertNotification, locationUpdateNotification } = device;
  const section = useSettingsForm({
    deviceId: device._id,
    schema: toneSchema,
    values: { tone, ledFlash, sosAlertNotification, locationUpdateNotification },
    toUpdate: (changed) => changed,
  });
  return (
    <SettingsFormSection title="Tone and notifications" {...section}>
      <FormSelect name="tone" label="Alert tone" options={toneOptions} />
      <FormSwitch name="ledFlash" label="LED flash" />
      <FormSwitch name="sosAlertNotification" label="SOS alert notification" />
      <FormSwitch name="locationUpdateNotification" label="Location update notification" />
    </SettingsFormSection>
  );
}
