import type { Ref } from 'react';
import type { PaymentIntentAnswer } from '@lodestar/contract';
import type { CardField } from './card-details';

/** The address the card is registered to, which the provider checks. */
export interface BillingAddress {
  name?: string;
  postal_code?: string;
  country?: string;
}

/** A card the provider has saved: its payment method, and the address given with it. */
export interface SavedCard {
  paymentMethodId: string;
  address: BillingAddress;
}

/**
 * What the payment popup needs of the card fields, whichever provider confirms them: `confirm` saves what was typed
 * through the SetupIntent (authenticating when the card asks for it) or rejects with the message to show.
 */
export interface CardSetupHandle {
  confirm: () => Promise<SavedCard>;
}

export interface CardFieldsProps {
  intent: PaymentIntentAnswer;
  ref: Ref<CardSetupHandle>;
}

/** A refusal whose message is shown as it is (the provider's, or one of ours). */
export class CardSetupError extends Error {
  override name = 'CardSetupError';
  /** The field it is about, beside which it is shown; none for a refusal of the whole card. */
  readonly field?: CardField;
  /** Whether the card form shows it already (beside its field, or under the form), so no toast repeats it. */
  readonly shown: boolean;

  constructor(message: string, { field, shown = false }: { field?: CardField; shown?: boolean } = {}) {
    super(message);
    if (field) this.field = field;
    this.shown = shown;
  }
}
