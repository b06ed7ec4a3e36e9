import { zodResolver } from '@hookform/resolvers/zod';
import { changeEmailRequestSchema, type ChangeEmailRequest } from '@lodestar/contract';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { showFieldRefusal } from '../../../lib/field-refusal';
import { useT } from '../../../lib/i18n/use-t';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { useChangeEmail } from '../api/change-email';
import { FormDialog } from './form-dialog';
import { IdentityFields, identityRefusalField } from '../../../components/form/identity-fields';

/** The form asks the code only while two-step sign-in is on; an empty field is no code. */
const formSchema = (twoFactorEnabled: boolean) =>
  twoFactorEnabled ? changeEmailRequestSchema.required({ code: true }) : changeEmailRequestSchema;

/**
 * Change email: with the password (and the code while two-step is on), the new address gets a
 * verification link; the old one stays until it is opened, and is told, with a link that cancels the change.
 */
export function ChangeEmailDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const { twoFactorEnabled } = useSignedInUser();
  const form = useForm<ChangeEmailRequest>({
    resolver: zodResolver(formSchema(twoFactorEnabled)),
    defaultValues: { email: '', password: '', code: twoFactorEnabled ? '' : undefined },
  });
  const { mutateAsync: changeEmail } = useChangeEmail();
  return (
    <FormDialog
      open={open}
      title={t('account.email.change')}
      form={form}
      submitLabel={t('account.email.send')}
      send={changeEmail}
      successMessage={t('accountMessages.newEmailVerificationSent')}
      onRefusal={(error) => showFieldRefusal(form.setError, identityRefusalField(error, 'email'), error)}
      onClose={onClose}
    >
      <FormTextField name="email" label={t('account.email.new')} type="email" autoComplete="email" autoFocus />
      <IdentityFields withCode={twoFactorEnabled} />
    </FormDialog>
  );
}
