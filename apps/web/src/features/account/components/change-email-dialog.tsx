import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, changeEmailRequestSchema } from '@lodestar/contract';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { showFieldRefusal } from '../../../lib/field-refusal';
import { useToast } from '../../../lib/toast';
import { useChangeEmail } from '../api/change-email';
import { FormDialog } from './form-dialog';

/** Change email (spec part 2 §2.2): the new address gets a verification link; the old one stays until it is opened. */
export function ChangeEmailDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useForm({ resolver: zodResolver(changeEmailRequestSchema), defaultValues: { email: '' } });
  const { mutateAsync: changeEmail } = useChangeEmail();
  const toast = useToast();

  const close = () => {
    form.reset();
    onClose();
  };

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await changeEmail(body);
      toast.success(accountMessages.newEmailVerificationSent);
      close();
    } catch (error) {
      showFieldRefusal(form.setError, 'email', error);
    }
  });

  return (
    <FormDialog
      open={open}
      title="Change email"
      width={450}
      form={form}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel="Send"
      onCancel={close}
    >
      <FormTextField name="email" label="New email" type="email" autoComplete="email" autoFocus />
    </FormDialog>
  );
}
