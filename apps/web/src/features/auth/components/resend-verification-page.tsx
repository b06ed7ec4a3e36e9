import { zodResolver } from '@hookform/resolvers/zod';
import { FormSubmitButton } from '../../../components/form/form-submit-button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messages, resendVerificationRequestSchema } from '@lodestar/contract';
import { FormProvider, useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { FormTextField } from '../../../components/form/form-text-field';
import { RouterLink } from '../../../components/router-link';
import { useT } from '../../../lib/i18n/use-t';
import { pathTo } from '../../../lib/paths';
import { useToast } from '../../../lib/toast';
import { useResendVerification } from '../api/resend-verification';

export function ResendVerificationPage() {
  const t = useT();
  const { email = '' } = useParams();
  const form = useForm({ resolver: zodResolver(resendVerificationRequestSchema), defaultValues: { email } });
  const { mutateAsync: resend } = useResendVerification();
  const toast = useToast();

  const onSubmit = form.handleSubmit(async (body) => {
    await toast.outcome(resend(body), messages.tryAgainFallback);
  });

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
        <Typography color="text.secondary">{t('auth.resend.intro')}</Typography>
        <FormTextField name="email" label={t('auth.email')} type="email" autoComplete="email" />
        <FormSubmitButton>{t('auth.resend.submit')}</FormSubmitButton>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {t('auth.resend.verified')} <RouterLink to={pathTo('login')}>{t('auth.signIn')}</RouterLink>
        </Typography>
      </Stack>
    </FormProvider>
  );
}
