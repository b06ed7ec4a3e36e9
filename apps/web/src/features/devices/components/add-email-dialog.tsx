import { zodResolver } from '@hookform/resolvers/zod';
import { notificationEmailRequestSchema, type AddNotificationEmailResponse, type Device } from '@lodestar/contract';
import { FormProvider, useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { useContractText } from '../../../lib/i18n/contract-text';
import { showFieldRefusal } from '../../../lib/field-refusal';
import { toast } from '../../../lib/toast';
import { useT } from '../../../lib/i18n/use-t';
import { addNotificationEmail } from '../api/add-notification-email';
import { useNotificationEmailChange } from '../hooks/use-notification-email-change';
import { ActionDialog } from './action-dialog';

/** Add Email: one more address for the device's notifications; a refusal (duplicate, list full) shows under the field. */
export function AddEmailDialog({ device, onClose }: { device: Device; onClose: () => void }) {
  const t = useT();
  const contractText = useContractText();
  const form = useForm({ resolver: zodResolver(notificationEmailRequestSchema), defaultValues: { email: '' } });
  const change = useNotificationEmailChange<AddNotificationEmailResponse>(device);

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      const added = await change.mutateAsync(() => addNotificationEmail(device._id, email));
      toast.success(t('messages.savedSuccessfully'));
      // No link went now (one mailed earlier still works, or a quota held): the server's answer says which.
      if (added.confirmationMail !== 'mailed') toast.info(contractText(added.message));
      onClose();
    } catch (error) {
      showFieldRefusal(form.setError, 'email', error);
    }
  });

  return (
    <FormProvider {...form}>
      <ActionDialog
        title={t('devices.emails.add')}
        submitLabel={t('devices.emails.addSubmit')}
        pending={change.isPending}
        onSubmit={() => void submit()}
        onClose={onClose}
      >
        <FormTextField
          name="email"
          label={t('devices.emails.email')}
          type="email"
          autoComplete="email"
          required
          autoFocus
          sx={{ mt: 1 }}
        />
      </ActionDialog>
    </FormProvider>
  );
}
