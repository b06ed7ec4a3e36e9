import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import { passcodeChangeRequestSchema, type Device } from '@lodestar/contract';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useT } from '../../../lib/i18n/use-t';
import { changePasscode, useDeviceCommand } from '../../devices';
import { SettingsSection } from './settings-section';
import { useReportUnsaved } from '../unsaved-changes';

const empty = { passcode: '', confirmation: '' };
const digits = { inputMode: 'numeric', autoComplete: 'new-password', maxLength: 12 } as const;

/** Change passcode: a new one twice (6 to 12 digits), then a confirmation; the device takes it at its next report. */
export function PasscodeSection({ device }: { device: Device }) {
  const t = useT();
  const form = useForm({ resolver: zodResolver(passcodeChangeRequestSchema), defaultValues: empty });
  useReportUnsaved(form.formState.isDirty);
  const [confirming, setConfirming] = useState(false);
  const change = useDeviceCommand(() => {
    setConfirming(false);
    form.reset(empty);
  });
  const send = () => change.run(() => changePasscode(device._id, form.getValues()));

  return (
    <FormProvider {...form}>
      <SettingsSection
        title={t('deviceSettings.passcode.change')}
        description={t('passcodeMessages.format')}
        onSubmit={() => void form.handleSubmit(() => setConfirming(true))()}
        actions={
          <Button type="submit" variant="contained">
            {t('deviceSettings.passcode.change')}
          </Button>
        }
      >
        <FormTextField
          name="passcode"
          label={t('deviceSettings.passcode.new')}
          type="password"
          required
          slotProps={{ htmlInput: digits }}
        />
        <FormTextField
          name="confirmation"
          label={t('deviceSettings.passcode.confirm')}
          type="password"
          required
          slotProps={{ htmlInput: digits }}
        />
      </SettingsSection>
      {confirming && (
        <ConfirmDialog
          open
          title={t('deviceSettings.passcode.change')}
          message={t('passcodeMessages.confirmChange')}
          confirmLabel={t('deviceSettings.passcode.change')}
          pending={change.pending}
          onConfirm={() => void send()}
          onClose={() => setConfirming(false)}
        />
      )}
    </FormProvider>
  );
}
