import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@lodestar/contract';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { CancelAndSubmitButtons } from '../../../components/cancel-and-submit-buttons';
import { RouterLink } from '../../../components/router-link';
import { useT } from '../../../lib/i18n/use-t';
import { pathTo } from '../../../lib/paths';
import { PasswordField } from '../../../components/form/password-field';

const schema = z.object({ signupPassword: z.string().min(1, messages.fieldRequired) });

interface VerifyPasswordDialogProps {
  /** Verifies with the password; rejects with the refusal, which the caller shows. */
  onSubmit: (signupPassword: string) => Promise<void>;
  onClose: () => void;
}

/**
 * A verification link opened in another browser than the one that signed up: the password chosen at sign-up shows
 * that whoever opened it is whoever signed up. Without it, "Forgot password?" also proves the address.
 */
export function VerifyPasswordDialog({ onSubmit, onClose }: VerifyPasswordDialogProps) {
  const t = useT();
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { signupPassword: '' } });
  const pending = form.formState.isSubmitting;
  const submit = form.handleSubmit(({ signupPassword }) => onSubmit(signupPassword));
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby="verify-password-title"
      fullWidth
      maxWidth="xs"
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <DialogTitle id="verify-password-title">{t('auth.verify.title')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <Typography variant="body2">{t('serverMessages.verifyNeedsPassword')}</Typography>
              <PasswordField name="signupPassword" label={t('auth.password')} autoComplete="current-password" />
              <RouterLink to={pathTo('reset')} variant="body2" onClick={onClose}>
                {t('auth.forgotPassword')}
              </RouterLink>
            </Stack>
          </DialogContent>
          <DialogActions>
            <CancelAndSubmitButtons submitLabel={t('auth.verify.submit')} pending={pending} onCancel={onClose} />
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
