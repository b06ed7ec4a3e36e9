// The payments feature's public entry: what the rest of the app uses of it (the Payments page loads by its own path).
export { usePaymentMethods } from './api/payment-methods';
export { AddCardDialog } from './components/add-card-dialog';
export { PaymentMethodField, type PaymentMethodFieldHandle } from './components/payment-method-field';
export { CardSetupError } from './card-setup/card-setup';
export { methodLabel } from './payment-method-label';
export { useChargeAuthentication } from './charge-authentication/use-charge-authentication';
export { useAuthenticatedCharge } from './charge-authentication/use-authenticated-charge';
export { useAccountCredit } from './api/account-credit';
