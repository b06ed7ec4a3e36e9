import { updateDeviceRequestSchema, type Device } from '@lodestar/contract';
import { z } from 'zod';
import type { Translate } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/use-t';
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
const toneOptions = (t: Translate) =>
  Array.from({ length: tones.max - tones.min + 1 }, (_, index) => {
    const tone = tones.min + index;
    return { value: tone, label: t('deviceSettings.tone.option', { tone }) };
  });

/** How the device itself signals an alert, and which reports notify the owner. */
export function ToneAndNotificationsSection({ device }: { device: Device }) {
  const t = useT();
  const { tone, ledFlash, sosAlertNotification, locationUpdateNotification } = device;
  const section = useSettingsForm({
    deviceId: device._id,
    schema: toneSchema,
    values: { tone, ledFlash, sosAlertNotification, locationUpdateNotification },
    toUpdate: (changed) => changed,
  });
  return (
    <SettingsFormSection title={t('deviceSettings.tone.title')} {...section}>
      <FormSelect name="tone" label={t('deviceSettings.tone.alertTone')} options={toneOptions(t)} />
      <FormSwitch name="ledFlash" label={t('deviceSettings.tone.ledFlash')} />
      <FormSwitch name="sosAlertNotification" label={t('deviceSettings.tone.sos')} />
      <FormSwitch name="locationUpdateNotification" label={t('deviceSettings.tone.locationUpdate')} />
    </SettingsFormSection>
  );
}
