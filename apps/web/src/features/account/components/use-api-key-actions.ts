import { useState } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { toast } from '../../../lib/toast';
import { usePendingValue } from '../../../lib/use-pending-value';
import { useApiKey, useGenerateApiKey, useRemoveApiKey, useUpdateApiKey } from '../api/api-key';

/** The confirmation the API block asks for, if any. */
export type ApiKeyConfirmation = 'regenerate' | 'remove';

/** The API key's state and the API block's calls: generate, switch on or off, remove, each with its toast. */
export function useApiKeyActions() {
  const t = useT();
  const apiKey = useApiKey();
  const generate = useGenerateApiKey();
  const update = useUpdateApiKey();
  const remove = useRemoveApiKey();
  const [confirming, setConfirming] = useState<ApiKeyConfirmation | null>(null);

  const runGenerate = async () => {
    if (await toast.settled(() => generate.mutateAsync(), t('accountMessages.generatedSuccessfully')))
      setConfirming(null);
  };
  const runRemove = async () => {
    if (!(await toast.settled(() => remove.mutateAsync(), t('accountMessages.removedSuccessfully')))) return;
    generate.reset();
    setConfirming(null);
  };
  const switching = usePendingValue<boolean>();
  const switchActive = (active: boolean) =>
    switching.run(active, () =>
      toast.settled(() => update.mutateAsync({ active }), t('accountMessages.updatedSuccessfully')),
    );

  // Until the reload that follows generating lands, the generate answer is the newest state of the key.
  const state = generate.data && generate.submittedAt > apiKey.dataUpdatedAt ? generate.data : apiKey.data;

  return {
    apiKey,
    state,
    /** The whole key, known only right after it was generated. */
    fullKey: generate.data?.key,
    active: switching.pending ?? state?.active,
    switching: switching.pending !== undefined,
    generating: generate.isPending,
    removing: remove.isPending,
    confirming,
    setConfirming,
    runGenerate,
    runRemove,
    switchActive,
  };
}
