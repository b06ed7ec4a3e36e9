/**
 * The texts of payments: the Payments page's and the card fields'; the fixed wording (the page's, the remove question's,
 * the card fields') is kept exactly as written.
 */
export const paymentTexts = {
  noRecord: 'No record found',
  confirmRemove: 'Are you sure you want to remove payment method',
  noMethods: 'No saved payment method yet. Add a card to pay for your plans.',
  removeNeedsNoPlans: 'Payment methods can be removed once no plan is paid with them.',
  success: 'success',
  pending: 'pending',
  refunded: 'refunded',
  failed: 'failed',
  canceled: 'canceled',
  addCardDetails: 'Please add card details',
  addressNote: 'The billing address must match the address on file for your card.',
  whichCardPays: 'Which card pays for your plans?',
  useNewCard: 'Use this card for my plans (make it the default)',
  keepCard: (current: string) => `Keep ${current} for my plans`,
  noCredit: 'You have no account credit.',
  creditBalance: (amount: string) =>
    `You have ${amount} of account credit. Your next payments use it before your card.`,
  creditMovements: 'Credit movements',
  paidWithCard: 'Card',
  paidWithCredit: 'Account credit',
  paidWithCode: 'Code: nothing charged',
  paidWithBoth: (card: string, credit: string) => `Card ${card} + credit ${credit}`,
  toCard: 'Back to card',
  toCredit: 'Back to credit',
  paymentComplete: (amount: string) => `The payment of ${amount} is complete. Thank you.`,
  paymentNotThrough: (amount: string) => `The payment of ${amount} did not go through.`,
} as const;
