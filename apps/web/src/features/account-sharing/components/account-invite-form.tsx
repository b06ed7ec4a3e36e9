import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { accountShareInviteRequestSchema } from '@lodestar/contract';
import { FormProvider, useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { useT } from '../../../lib/i18n/use-t';
import { showFieldRefusal } from '../../../lib/field-refusal';
import { toast } from '../../../lib/toast';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { useInviteToAccount } from '../api/account-shares';

const inviteFormSchema = accountShareInviteRequestSchema.pick({ email: true });

/** Invites a person by email to see every device of the account. */
export function AccountInviteForm() {
  const t = useT();
  const user = useSignedInUser();
  const invite = useInviteToAccount(user._id);
  const form = useForm({ resolver: zodResolver(inviteFormSchema), defaultValues: { email: '' } });

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await invite.mutateAsync({ userId: user._id, email });
      toast.success(t('accountShareMessages.invited'));
      form.reset();
    } catch (error) {
      showFieldRefusal(form.setError, 'email', error);
    }
  });

  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        aria-label={t('accountSharing.inviteForm')}
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
      >
        <FormTextField
          name="email"
          label={t('accountSharing.email')}
          type="email"
          autoComplete="off"
          size="small"
          required
        />
        <Button
          type="submit"
          variant="contained"
          loading={form.formState.isSubmitting}
          sx={{ flexShrink: 0, mt: 0.25 }}
        >
          {t('accountSharing.invite')}
        </Button>
      </Box>
    </FormProvider>
  );
}
