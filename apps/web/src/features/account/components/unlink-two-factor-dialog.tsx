import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, unlinkTwoFactorRequestSchema } from '@lodestar/contract';
import { useForm } from 'react-hook-form';
import { showFieldRefusal } from '../../../lib/field-refusal';
import { useUnlinkTwoFactor } from '../api/two-factor';
import { FormDialog } from './form-dialog';
import { IdentityFields, identityRefusalField } from '../../../components/form/identity-fields';

/** Unlink the authenticator: with the password and a current code, so that a session alone cannot take it away. */
export function UnlinkTwoFactorDialog({ onClose }: { onClose: () => void }) {
  const form = useForm({ resolver: zodResolver(unlinkTwoFactorRequestSchema), defaultValues: { password: '', code: '' } });
  const unlink = useUnlinkTwoFactor();
  return (
    <FormDialog
      open
      title="Unlink authenticator"
      form={form}
      submitLabel="Unlink"
      send={unlink.mutateAsync}
      successMessage={accountMessages.unlinkedSuccessfully}
      onRefusal={(error) => {
        showFieldRefusal(form.setError, identityRefusalField(error, 'code'), error);
      }}
      onClose={onClose}
    >
      <Typography variant="body2">{accountMessages.confirmUnlinkTwoFactor}</Typography>
      <IdentityFields withCode />
    </FormDialog>
  );
}
