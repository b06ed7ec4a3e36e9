/** A live plan of a payer as payments sees it: the card it charges, and whether it owes. */
export interface PayerPlan {
  /** The provider's subscription id. */
  id: string;
  status: string;
  /** The plan's own payment method at the provider; null when it charges the customer's default. */
  paymentMethodId: string | null;
}

/**
 * What payments asks of the plans a payer holds. Subscriptions answers it (it uses payments, so payments never uses
 * subscriptions): the composition root passes subscriptions' answer in.
 */
export interface PayerPlans {
  livePlansOf(userId: string): Promise<PayerPlan[]>;
  hasLivePlans(userId: string): Promise<boolean>;
  /** The users with live plans: the payers whose cards matter. */
  payersWithLivePlans(): Promise<string[]>;
  /** Reads the plan afresh from the provider, once a payment changed it (paid, it is active again). */
  refresh(subscriptionId: string): Promise<void>;
  /** What a subscription of the provider pays for: its device and its plan's name; undefined when it is none of Lodestar's. */
  paidFor(
    subscriptionId: string,
  ): Promise<{ deviceId: string; deviceUUID: string; deviceName: string; planName: string } | undefined>;
  /** A device's name and serial number, whoever holds it now; undefined when it is gone. */
  deviceNamed(deviceId: string): Promise<{ name: string; deviceUUID: string } | undefined>;
}
