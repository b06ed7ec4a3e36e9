/** The Payments page's texts; its fixed wording (the page's and the remove question's) is kept exactly as written. */
export const paymentTexts = {
  noRecord: 'No record found',
  confirmRemove: 'Are you sure you want to remove payment method',
  noMethods: 'No saved payment method yet. Add a card to pay for your plans.',
  removeNeedsNoPlans: 'Payment methods can be removed once no plan is paid with them.',
  success: 'success',
  pending: 'pending',
  refunded: 'refunded',
} as const;
