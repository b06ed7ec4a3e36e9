import { formatMoney, type Currency } from '@lodestar/contract';

/** The plan page's fixed texts (its cards' buttons, questions and messages), kept exactly as written. */
export const subscriptionMessages = {
  noSubscription: 'No subscription found',
  noPlans: "There aren't per product plans defined or available for you",
  premiumTooltip: 'Premium plans are insurance for damaged or lost devices',
  subscribed: 'Subscribed',
  scheduled: 'Scheduled to subscribe',
  activateNow: 'Activate Now',
  trialButton: (days: number) =>
    days === 1 ? 'Try for free now with a day trial' : `Try for free now with a ${days} days trial`,
  confirmPause: 'Are you sure you want to pause the subscription.',
  pauseDeduction: (currency: Currency, cents: number, days: string) =>
    `Monthly fee of ${formatMoney(cents, currency)} will be deducted if plan is paused more than ${days} days.`,
  confirmCancel: 'Are you sure you want to cancel the subscription.',
  confirmResume: 'Are you sure you want to resume the subscription.',
  confirmRefund:
    'Are you sure you want to cancel the subscription and get a refund? The plan ends now, and what you paid for it is refunded.',
  endsNowUnpaid: 'The plan is unpaid, so it ends now.',
  trialEndsFree: 'Nothing is charged: the plan ends when its free trial does.',
  trialFirstPeriodDue:
    'The free trial ends in less than 24 hours, so, as the terms say, its first period is due: it is charged now, and the plan ends at the end of that period instead of renewing.',
  paused: 'Paused successfully',
  resumed: 'Resumed successfully',
  canceled: 'Canceled successfully',
  refunded: 'Canceled and refunded successfully',
  unableTo: (action: 'pause' | 'resume' | 'cancel', message: string) => `Unable to ${action} subscription: ${message}`,
  invalidDate: 'invalid date',
  confirmChange: (plan: string) => `Are you sure you want to change your plan to "${plan}"?`,
  costsMoreStartsNow: (plan: string, current: string) => `${plan} costs more than ${current}, so it starts now`,
  costsLessStartsLater: (plan: string, current: string, sameAmount: boolean, date: string) =>
    `${plan} costs ${sameAmount ? 'the same as' : 'less than'} ${current}, so it starts when this period ends on ${date}; nothing is charged now.`,
  chargedToCard: (amount: string, current: string) =>
    `${amount} is charged to your card, less the unused time of ${current}.`,
  chargedToCardNow: (amount: string) => `${amount} is charged to your card now.`,
  creditUsed: (credit: string, card: string) =>
    `${credit} of your account credit is used; ${card} is charged to your card.`,
  creditPaysAll: (credit: string) => `${credit} of your account credit pays for it; nothing is charged to your card.`,
  creditLeft: (credit: string) => `${credit} of credit is left for your next payments.`,
  unusedBecomesCredit: (credit: string) => `${credit} of unused time becomes credit for your next payments.`,
  nothingChargedNow: 'Nothing is charged now.',
  cancelDropsScheduledChange: (plan: string, date: string) =>
    `The change to ${plan} scheduled for ${date} is dropped too.`,
  cancelEndsPause: (date: string) => `The pause is dropped: the plan ends when its paid period does, on ${date}.`,
  cancelEndsPausedNow: 'Its paid period is over, so the plan ends now.',
  confirmUndoChange: (plan: string, current: string, date: string) =>
    `Are you sure you want to undo the change to ${plan}? ${current} stays and renews on ${date}.`,
  unableToUndoChange: (message: string) => `Unable to undo the scheduled change: ${message}`,
  endsTrial: 'This will start the new plan straight away and end the trial.',
  subscribedSuccessfully: 'Subscribed successfully',
  joined: 'joined successfully',
  agreeToTerms: 'Please check that you agree to our terms and conditions',
  trialNote: 'You will only be charged after your free trial ends.',
  prePurchased: '100% off',
  endedUnpaid: (plan: string, day: string) =>
    `Your ${plan} plan ended on ${day} because its renewal could not be paid, so the tracker is offline. Choose a plan below to put it back online.`,
  seePayments: 'See your payments',
  creditAfterTrial: (credit: string) => `Your account credit of ${credit} pays the first charge before your card does.`,
  refundGoesBack:
    'What your card paid goes back to your card, and what your account credit paid goes back to your credit.',
} as const;
