import { Suspense, type Ref } from 'react';
import { ErrorState } from '../../../components/error-state';
import { lazyPage } from '../../../components/lazy-page';
import { SectionLoader } from '../../../components/section-loader';
import { useT } from '../../../lib/i18n/use-t';
import { displayMessage } from '../../../lib/toast';
import { usePaymentIntent } from '../api/create-payment-intent';
import type { CardSetupHandle } from './card-setup';
import { LocalCardFields } from './local-card-fields';

const StripeCardFields = lazyPage(() => import('./stripe-card-fields').then((module) => module.StripeCardFields));

/** The fields of a new card, of whichever provider the server's SetupIntent names; `ref` confirms them. */
export function NewCardFields({ ref }: { ref: Ref<CardSetupHandle> }) {
  const t = useT();
  const intent = usePaymentIntent();
  if (intent.isPending) return <SectionLoader label={t('payments.card.loading')} />;
  if (intent.isError)
    return <ErrorState message={displayMessage(intent.error)} onRetry={() => void intent.refetch()} />;
  return intent.data.provider === 'local' ? (
    <LocalCardFields intent={intent.data} ref={ref} />
  ) : (
    <Suspense fallback={<SectionLoader label={t('payments.card.loading')} />}>
      <StripeCardFields intent={intent.data} ref={ref} />
    </Suspense>
  );
}
