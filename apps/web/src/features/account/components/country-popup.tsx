import { useEffect } from 'react';
import { lazyDialog } from '../../../components/lazy-dialog';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { useClientCountry } from '../api/client-location';
import { useUpdateUser } from '../api/update-user';

// Its form and the country list load only for the few users it asks.
const CountryDialog = lazyDialog(() => import('./country-dialog').then((module) => module.CountryDialog));

/**
 * A signed-in user without a country gets it from the address they connect from, saved quietly;
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
