import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, changePasswordRequestSchema, type RecentShare } from '@lodestar/contract';
import { useForm, useWatch } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { displayMessage, toast } from '../../../lib/toast';
import { PasswordChecklist } from '../../../components/form/password-checklist';
import { PasswordField } from '../../../components/form/password-field';
import { useChangePassword } from '../api/change-password';
import { FormDialog } from './form-dialog';

const isWrongOldPassword = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && displayMessage(error) === accountMessages.oldPasswordIncorrect;

interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /** The device shares the account made lately, as the change answers them. */
  onChanged: (recentShares: RecentShare[]) => void;
}

/** Change password: the old one, a new one under the password rules, and its confirmation. */
export function ChangePasswordDialog({ open, onClose, onChanged }: ChangePasswordDialogProps) {
  const form = useForm({
    resolver: zodResolver(changePasswordRequestSchema),
    defaultValues: { old: '', new: '', confirmation: '' },
  });
  const password = useWatch({ control: form.control, name: 'new' });
  const { mutateAsync: changePassword } = useChangePassword();

  const showRefusal = (error: unknown) => {
    if (isWrongOldPassword(error)) form.setError('old', { message: displayMessage(error) });
    else toast.error(undefined, accountMessages.unableToSetPassword(displayMessage(error)));
  };

  return (
    <FormDialog
      open={open}
      title="Change password"
      form={form}
      submitLabel="Change password"
      send={async (values) => onChanged((await changePassword(values)).recentShares)}
      successMessage={accountMessages.passwordChanged}
      onRefusal={showRefusal}
      onClose={onClose}
    >
      <PasswordField name="old" label="Old password" autoComplete="current-password" />
      <PasswordField name="new" label="New password" autoComplete="new-password" />
      <PasswordChecklist password={password} />
      <PasswordField
        name="confirmation"
        label="Confirm new password"
        autoComplete="new-password"
        helperText={accountMessages.passwordConfirmationRule}
      />
    </FormDialog>
  );
}
