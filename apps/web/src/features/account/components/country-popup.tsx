import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { accountMessages, countrySchema } from '@lodestar/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { toast } from '../../../lib/toast';
import { CountryField } from '../../auth/components/country-field';
import { useSignedInUser } from '../../auth/hooks/signed-in-user';
import { useClientCountry } from '../api/client-location';
import { useUpdateUser } from '../api/update-user';
import { FormDialog } from './form-dialog';

const countryFormSchema = z.object({ country: z.string().min(1, accountMessages.selectCountry).pipe(countrySchema) });

/**
 * Spec part 2 §4.4: a signed-in user without a country gets it from the address they connect from, saved quietly;
 * when that cannot be found out, this popup asks for it. Once the user has a country it does nothing again.
 */
export function CountryPopup() {
  const { country } = useSignedInUser();
  const detected = useClientCountry(!country);
  const { mutate: saveDetected, isIdle: notSavedYet, isError: saveFailed } = useUpdateUser();
  const detectedCountry = detected.data;

  useEffect(() => {
    if (!country && detectedCountry && notSavedYet) saveDetected({ country: detectedCountry });
  }, [country, detectedCountry, notSavedYet, saveDetected]);

  useEffect(() => {
    if (detected.error) console.warn('The country could not be detected from the client address.', detected.error);
  }, [detected.error]);

  const ask = !country && (detected.isError || saveFailed);
  return ask ? <CountryDialog /> : null;
}

function CountryDialog() {
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
