import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, changeEmailRequestSchema } from '@lodestar/contract';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { showFieldRefusal } from '../../../lib/field-refusal';
import { useChangeEmail } from '../api/change-email';
import { FormDialog } from './form-dialog';

/** Change email (spec part 2 §2.2): the new address gets a verification link; the old one stays until it is opened. */
export function ChangeEmailDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useForm({ resolver: zodResolver(changeEmailRequestSchema), defaultValues: { email: '' } });
  const { mutateAsync: changeEmail } = useChangeEmail();
  return (
    <FormDialog
      open={open}
      title="Change email"
      form={form}
      submitLabel="Send"
      send={changeEmail}
      successMessage={accountMessages.newEmailVerificationSent}
      onRefusal={(error) => showFieldRefusal(form.setError, 'email', error)}
      onClose={onClose}
    >
      <FormTextField name="email" label="New email" type="email" autoComplete="email" autoFocus />
    </FormDialog>
  );
}
