import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { countrySchema } from '@lodestar/contract';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { Translate } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/use-t';
import { toast } from '../../../lib/toast';
import { CountryField } from '../../../components/form/country-field';
import { useUpdateUser } from '../api/update-user';
import { FormDialog } from './form-dialog';

const countryFormSchema = (t: Translate) =>
  z.object({ country: z.string().min(1, t('accountMessages.selectCountry')).pipe(countrySchema) });

/** Asks a signed-in user without a country for it (see CountryPopup). */
export function CountryDialog() {
  const t = useT();
  const schema = useMemo(() => countryFormSchema(t), [t]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { country: '' } });
  const { mutateAsync: updateUser } = useUpdateUser();
  return (
    <FormDialog
      open
      title={t('account.country.title')}
      form={form}
      submitLabel={t('account.save')}
      send={updateUser}
      successMessage={t('accountMessages.updatedSuccessfully')}
      onRefusal={(error) => toast.error(error)}
    >
      <Typography variant="body2" color="text.secondary">
        {t('account.country.intro')}
      </Typography>
      <CountryField name="country" />
    </FormDialog>
  );
}
