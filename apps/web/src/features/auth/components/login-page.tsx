import { FormSubmitButton } from '../../../components/form/form-submit-button';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormProvider } from 'react-hook-form';
import { Suspense } from 'react';
import { CaptchaField } from '../../../components/captcha/captcha-field';
import { lazyPage } from '../../../components/lazy-page';
import { FormTextField } from '../../../components/form/form-text-field';
import { RouterLink } from '../../../components/router-link';
import { useContractText } from '../../../lib/i18n/contract-text';
import { useT } from '../../../lib/i18n/use-t';
import { pathTo } from '../../../lib/paths';
import { useMailedActionParams } from '../hooks/use-mailed-action-params';
import { useVerifyEmailParam } from '../hooks/use-verify-email-param';
import { AccountFooterLinks } from './account-footer-links';
import { PasswordField } from '../../../components/form/password-field';
import { useLoginForm } from './use-login-form';

// Only a verification link opened in another browser asks for it: its dialog's code (MUI's Modal) loads then.
const VerifyPasswordDialog = lazyPage(() => import('./verify-password-dialog').then((m) => m.VerifyPasswordDialog));

export function LoginPage() {
  const t = useT();
  const { form, twoStep, captchaGeneration, onSubmit } = useLoginForm();
  const verification = useVerifyEmailParam();
  useMailedActionParams();

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
        {/* The code step's ticket is the account's: the address waits until the sign-in is done or started again. */}
        <FormTextField
          name="username"
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          autoFocus
          disabled={twoStep !== null}
        />
        <Stack spacing={0.5}>
          <PasswordField name="password" label={t('auth.password')} autoComplete="current-password" />
          <RouterLink to={pathTo('reset')} variant="body2" sx={{ alignSelf: 'flex-end' }}>
            {t('auth.forgotPassword')}
          </RouterLink>
        </Stack>
        {twoStep && <TwoFactorCodeField message={twoStep.message} />}
        {!twoStep && <CaptchaField generation={captchaGeneration} />}
        <FormSubmitButton>{t('auth.continue')}</FormSubmitButton>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {t('auth.login.noAccount')} <RouterLink to={pathTo('signup')}>{t('auth.login.signUp')}</RouterLink>
        </Typography>
        <AccountFooterLinks />
      </Stack>
      {verification.passwordWanted && (
        <Suspense fallback={null}>
          <VerifyPasswordDialog onSubmit={verification.verifyWithPassword} onClose={verification.cancel} />
        </Suspense>
      )}
    </FormProvider>
  );
}

/** The code step's field: the server's words and the recovery-code hint under it. */
function TwoFactorCodeField({ message }: { message: string }) {
  const t = useT();
  const contractText = useContractText();
  return (
    <FormTextField
      name="twoFactorCode"
      label={t('auth.login.code')}
      autoComplete="one-time-code"
      helperText={
        <>
          <span>{contractText(message)}</span>
          <Box component="span" sx={{ display: 'block' }}>
            {t('auth.login.recoveryHint')}
          </Box>
        </>
      }
      autoFocus
      // Text, not numeric: a recovery code (xxxxx-xxxxx) has letters.
      slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
    />
  );
}
