import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { accountMessages, countrySchema } from '@lodestar/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { toast } from '../../../lib/toast';
import { CountryField } from '../../../components/form/country-field';
import { useUpdateUser } from '../api/update-user';
import { FormDialog } from './form-dialog';

const countryFormSchema = z.object({ country: z.string().min(1, accountMessages.selectCountry).pipe(countrySchema) });

/** Asks a signed-in user without a country for it (see CountryPopup). */
export function CountryDialog() {
  const form = useForm({ resolver: zodResolver(countryFormSchema), defaultValues: { country: '' } });
  const { mutateAsync: updateUser } = useUpdateUser();
  return (
    <FormDialog
      open
      title="Your country"
      form={form}
      submitLabel="Save"
      send={updateUser}
      successMessage={accountMessages.updatedSuccessfully}
      onRefusal={(error) => toast.error(error)}
    >
      <Typography variant="body2" color="text.secondary">
        Please tell us where you live: your currency follows your country.
      </Typography>
      <CountryField name="country" />
    </FormDialog>
  );
}
