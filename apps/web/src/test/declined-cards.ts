/**
 * Stripe's refusals of its declined test cards, as the provider answers them (type card_error, HTTP 402): the
 * messages the card form must show as they are, whichever provider confirms the card.
 */
export const DECLINED_CARDS = [
  {
    number: '4000000000000002',
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  {
    number: '4000000000009995',
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  { number: '4000000000009987', code: 'card_declined', decline_code: 'lost_card', message: 'Your card was declined.' },
  {
    number: '4000000000009979',
    code: 'card_declined',
    decline_code: 'stolen_card',
    message: 'Your card was declined.',
  },
  {
    number: '4000000000006975',
    code: 'card_declined',
    decline_code: 'card_velocity_exceeded',
    message: 'Your card was declined for making repeated attempts too frequently or exceeding its amount limit.',
  },
  { number: '4000000000000069', code: 'expired_card', param: 'exp_month', message: 'Your card has expired.' },
  {
    number: '4000000000000127',
    code: 'incorrect_cvc',
    param: 'cvc',
    message: "Your card's security code is incorrect.",
  },
  {
    number: '4000000000000119',
    code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
];
