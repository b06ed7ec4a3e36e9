import Box from '@mui/material/Box';
import { BREAKPOINTS, DEVICE_NAME_MAX, type Device } from '@lodestar/contract';
import { FormTextField } from '../../../components/form/form-text-field';
import { basicSettingsOf, basicSettingsSchema } from '../basic-settings';
import { withoutEmptyStrings } from '../../../components/form/changed-fields';
import { useT } from '../../../lib/i18n/use-t';
import { useSettingsForm } from '../hooks/use-settings-form';
import { ColourSwatches } from './colour-swatches';
import { PhotoField } from './photo-field';
import { SettingsFormSection } from './settings-form-section';
import { TripRulesSection } from './trip-rules-section';

/**
 * Basic settings: photo, name and accent colour, saved together. A saved photo has a new address: the form then
 * starts again from the device, showing it, with no photo chosen. Devices without Alert & Reports set their rules of
 * trips and stops here.
 */
export function BasicSettingsTab({ device }: { device: Device }) {
  return (
    <>
      <BasicSettingsForm key={device.devicePictureUrl ?? ''} device={device} />
      {device.deviceType !== 'shield_gps' && (
        <Box sx={{ maxWidth: 960, mt: 3 }}>
          <TripRulesSection device={device} />
        </Box>
      )}
    </>
  );
}

function BasicSettingsForm({ device }: { device: Device }) {
  const t = useT();
  const { form, submit, pending } = useSettingsForm({
    deviceId: device._id,
    schema: basicSettingsSchema,
    values: basicSettingsOf(device),
    toUpdate: withoutEmptyStrings,
  });
  return (
    <Box sx={{ maxWidth: 960 }}>
      <SettingsFormSection title={t('deviceSettings.tabs.basic')} form={form} submit={submit} pending={pending}>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: '1fr',
            [`@media (min-width:${BREAKPOINTS.smallScreen}px)`]: { gridTemplateColumns: '240px minmax(0, 1fr)' },
          }}
        >
          <PhotoField device={device} />
          <Box sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
            <FormTextField
              name="name"
              label={t('deviceSettings.basic.name')}
              required
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: DEVICE_NAME_MAX } }}
            />
            <ColourSwatches />
          </Box>
        </Box>
      </SettingsFormSection>
    </Box>
  );
}
