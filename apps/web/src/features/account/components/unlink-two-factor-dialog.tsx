import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { unlinkTwoFactorRequestSchema } from '@lodestar/contract';
import { useForm } from 'react-hook-form';
import { showFieldRefusal } from '../../../lib/field-refusal';
import { useT } from '../../../lib/i18n/use-t';
import { useUnlinkTwoFactor } from '../api/two-factor';
import { FormDialog } from './form-dialog';
import { IdentityFields, identityRefusalField } from '../../../components/form/identity-fields';

/** Unlink the authenticator: with the password and a current code, so that a session alone cannot take it away. */
export function UnlinkTwoFactorDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const form = useForm({
    resolver: zodResolver(unlinkTwoFactorRequestSchema),
    defaultValues: { password: '', code: '' },
  });
  const unlink = useUnlinkTwoFactor();
  return (
    <FormDialog
      open
      title={t('account.twoFactor.unlinkTitle')}
      form={form}
      submitLabel={t('account.twoFactor.unlink')}
      send={unlink.mutateAsync}
      successMessage={t('accountMessages.unlinkedSuccessfully')}
      onRefusal={(error) => {
        showFieldRefusal(form.setError, identityRefusalField(error, 'code'), error);
      }}
      onClose={onClose}
    >
      <Typography variant="body2">{t('accountMessages.confirmUnlinkTwoFactor')}</Typography>
      <IdentityFields withCode />
    </FormDialog>
  );
}
