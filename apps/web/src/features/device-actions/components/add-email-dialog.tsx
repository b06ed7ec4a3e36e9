import { zodResolver } from '@hookform/resolvers/zod';
import { messages, notificationEmailRequestSchema, type Device } from '@lodestar/contract';
import { FormProvider, useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { ApiError } from '../../../lib/api-client';
import { displayMessage, toast } from '../../../lib/toast';
import { addNotificationEmail, useNotificationEmailChange } from '../api/notification-emails';
import { ActionDialog } from './action-dialog';

/** A bad address (400) or one the list cannot take, already there or full (409). */
const refusals = [400, 409];

/** Add Email: one more address for the device's notifications; a refusal (duplicate, list full) shows under the field. */
export function AddEmailDialog({ device, onClose }: { device: Device; onClose: () => void }) {
  const form = useForm({ resolver: zodResolver(notificationEmailRequestSchema), defaultValues: { email: '' } });
  const change = useNotificationEmailChange(device);

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await change.mutateAsync(() => addNotificationEmail(device._id, email));
      toast.success(messages.savedSuccessfully);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && refusals.includes(error.status))
        form.setError('email', { message: displayMessage(error) });
      else toast.error(error);
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
