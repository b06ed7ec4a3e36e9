import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PaymentMethod } from '@lodestar/contract';
import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { useAttachMethod } from '../api/attach-method';
import { CardSetupError, type CardSetupHandle } from '../card-setup/card-setup';
import { NewCardFields } from '../card-setup/new-card-fields';
import { DefaultCardChoice } from './default-card-choice';
import { SavedMethodsList } from './saved-methods-list';

/**
 * What a form that takes a payment asks of the field: the chosen method's id. A new card's fields are saved first
 * (the card then becomes the chosen saved one); a refusal to show rejects with a CardSetupError.
 */
export interface PaymentMethodFieldHandle {
  paymentMethod: () => Promise<string>;
}

/**
 * The method to pay with: the saved methods (the default chosen), or a new card's fields, which ask whether the new
 * card becomes the default when there is one; Change and Cancel switch.
 */
export function PaymentMethodField({ methods, ref }: { methods: PaymentMethod[]; ref: Ref<PaymentMethodFieldHandle> }) {
  const t = useT();
  const [entering, setEntering] = useState(methods.length === 0);
  const [selected, setSelected] = useState((methods.find((method) => method.isDefault) ?? methods[0])?.id ?? null);
  const card = useRef<CardSetupHandle>(null);
  const attach = useAttachMethod();
  const currentDefault = methods.find((method) => method.isDefault);
  const [makeDefault, setMakeDefault] = useState(true);

  useImperativeHandle(ref, () => ({
    paymentMethod: async () => {
      if (!entering) {
        if (!selected) throw new CardSetupError(t('billingMessages.addCardDetails'));
        return selected;
      }
      if (!card.current) throw new CardSetupError(t('billingMessages.addCardDetails'));
      const saved = await card.current.confirm();
      await attach.mutateAsync({
        cardId: saved.paymentMethodId,
        address: saved.address,
        makeDefault: makeDefault || !currentDefault,
      });
      setSelected(saved.paymentMethodId);
      setEntering(false);
      return saved.paymentMethodId;
    },
  }));

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" component="h3">
          {t('payments.paymentMethod')}
        </Typography>
        {entering ? (
          methods.length > 0 && <Button onClick={() => setEntering(false)}>{t('payments.cancel')}</Button>
        ) : (
          <Button onClick={() => setEntering(true)}>{t('payments.methods.change')}</Button>
        )}
      </Stack>
      {entering ? (
        <>
          <NewCardFields ref={card} />
          {currentDefault && (
            <DefaultCardChoice current={currentDefault} makeDefault={makeDefault} onChange={setMakeDefault} />
          )}
        </>
      ) : (
        <SavedMethodsList methods={methods} selected={selected} onSelect={setSelected} />
      )}
      <Typography variant="body2" color="text.secondary">
        {t('payments.addCard.addressNote')}
      </Typography>
    </Stack>
  );
}
