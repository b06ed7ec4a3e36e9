import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { SaveChangesActions } from '../../../components/form/save-changes-actions';
import { showFieldRefusal } from '../../../lib/field-refusal';
import { useT } from '../../../lib/i18n/use-t';
import { useToast } from '../../../lib/toast';
import { CountryField } from '../../../components/form/country-field';
import { usePaymentMethods } from '../../payments';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { changedFields } from '../../../components/form/changed-fields';
import { useUpdateUser } from '../api/update-user';
import { profileSchema, profileValuesOf } from '../profile-values';
import { CurrencyDisplay } from './currency-display';
import { EmailRow } from './email-row';
import { ProfilePhotoField } from './profile-photo-field';
import { TimeZoneField } from './time-zone-field';

/** The profile: photo, email, full name, country and time zone; Save sends only what changed. */
export function ProfileForm() {
  const t = useT();
  const user = useSignedInUser();
  const values = useMemo(() => profileValuesOf(user), [user]);
  const schema = useMemo(() => profileSchema(user, t), [user, t]);
  const form = useForm({ resolver: zodResolver(schema), values });
  const { mutateAsync: updateUser, isPending } = useUpdateUser();
  const toast = useToast();
  // Once the payment user has a currency (or plans), the country, which sets currency and tax, is fixed.
  const { data: payments } = usePaymentMethods();
  const countryFixed = Boolean(payments?.paymentUser?.sourceData.currency) || Boolean(payments?.hasSubscriptions);

  const onSubmit = form.handleSubmit(async (submitted) => {
    const changed = changedFields(values, submitted);
    const [onlyField, ...others] = Object.keys(changed) as (keyof typeof changed)[];
    // A change undone by the schema's own tidying (a name's trailing space) leaves nothing to send.
    if (!onlyField) return form.reset(values);
    try {
      await updateUser(changed);
      toast.success(t('accountMessages.updatedSuccessfully'));
    } catch (error) {
      // The server names no field: a refusal goes under the field when it was the only one sent.
      if (others.length === 0) showFieldRefusal(form.setError, onlyField, error);
      else toast.error(error);
    }
  });

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate onSubmit={(event) => void onSubmit(event)} spacing={2.5}>
        <ProfilePhotoField userName={user.name} />
        <EmailRow />
        <FormTextField name="name" label={t('account.profile.fullName')} autoComplete="name" required />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) 11rem' } }}>
          <CountryField name="country" lockedBecause={countryFixed ? t('account.country.fixed') : undefined} />
          <CurrencyDisplay countryField="country" saved={user.currency} />
        </Box>
        <TimeZoneField name="timezone" />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'flex-end', alignItems: { xs: 'stretch', sm: 'center' } }}
        >
          <SaveChangesActions dirty={form.formState.isDirty} pending={isPending} />
        </Stack>
      </Stack>
    </FormProvider>
  );
}
