import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, changePasswordRequestSchema, errorMessageFrom, type RecentShare } from '@lodestar/contract';
import { useForm, useWatch } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/use-t';
import { displayMessage, toast } from '../../../lib/toast';
import { PasswordChecklist } from '../../../components/form/password-checklist';
import { PasswordField } from '../../../components/form/password-field';
import { useChangePassword } from '../api/change-password';
import { FormDialog } from './form-dialog';

/** The server's refusal of the old password, told by its English text (the shown one is translated). */
const isWrongOldPassword = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 400 &&
  errorMessageFrom(error.body) === accountMessages.oldPasswordIncorrect;

interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /** The device shares the account made lately, as the change answers them. */
  onChanged: (recentShares: RecentShare[]) => void;
}

/** Change password: the old one, a new one under the password rules, and its confirmation. */
export function ChangePasswordDialog({ open, onClose, onChanged }: ChangePasswordDialogProps) {
  const t = useT();
  const form = useForm({
    resolver: zodResolver(changePasswordRequestSchema),
    defaultValues: { old: '', new: '', confirmation: '' },
  });
  const password = useWatch({ control: form.control, name: 'new' });
  const { mutateAsync: changePassword } = useChangePassword();

  const showRefusal = (error: unknown) => {
    if (isWrongOldPassword(error)) form.setError('old', { message: displayMessage(error) });
    else toast.error(undefined, t('account.password.unableToSet', { message: displayMessage(error) }));
  };

  return (
    <FormDialog
      open={open}
      title={t('account.password.change')}
      form={form}
      submitLabel={t('account.password.change')}
      send={async (values) => onChanged((await changePassword(values)).recentShares)}
      successMessage={t('accountMessages.passwordChanged')}
      onRefusal={showRefusal}
      onClose={onClose}
    >
      <PasswordField name="old" label={t('account.password.old')} autoComplete="current-password" />
      <PasswordField name="new" label={t('account.password.new')} autoComplete="new-password" />
      <PasswordChecklist password={password} />
      <PasswordField
        name="confirmation"
        label={t('account.password.confirm')}
        autoComplete="new-password"
        helperText={t('accountMessages.passwordConfirmationRule')}
      />
    </FormDialog>
  );
}
