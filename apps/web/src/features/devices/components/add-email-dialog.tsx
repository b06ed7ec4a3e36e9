import { zodResolver } from '@hookform/resolvers/zod';
import {
  messages,
  notificationEmailRequestSchema,
  type AddNotificationEmailResponse,
  type Device,
} from '@lodestar/contract';
import { FormProvider, useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { showFieldRefusal } from '../../../lib/field-refusal';
import { toast } from '../../../lib/toast';
import { addNotificationEmail } from '../api/add-notification-email';
import { useNotificationEmailChange } from '../hooks/use-notification-email-change';
import { ActionDialog } from './action-dialog';

/** Add Email: one more address for the device's notifications; a refusal (duplicate, list full) shows under the field. */
export function AddEmailDialog({ device, onClose }: { device: Device; onClose: () => void }) {
  const form = useForm({ resolver: zodResolver(notificationEmailRequestSchema), defaultValues: { email: '' } });
  const change = useNotificationEmailChange<AddNotificationEmailResponse>(device);

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      const added = await change.mutateAsync(() => addNotificationEmail(device._id, email));
      toast.success(messages.savedSuccessfully);
      // No link went now (one mailed earlier still works, or a quota held): the server's answer says which.
      if (added.confirmationMail !== 'mailed') toast.info(added.message);
      onClose();
    } catch (error) {
      showFieldRefusal(form.setError, 'email', error);
    }
  });

  return (
    <FormProvider {...form}>
      <ActionDialog
        title="Add Email"
        submitLabel="Add"
        pending={change.isPending}
        onSubmit={() => void submit()}
        onClose={onClose}
      >
        <FormTextField name="email" label="Email" type="email" autoComplete="email" required autoFocus sx={{ mt: 1 }} />
      </ActionDialog>
    </FormProvider>
  );
}
