// The account feature's public entry: what the rest of the app uses of it.
export { AccountAreaTabs } from './components/account-area-tabs';
export { CountryPopup } from './components/country-popup';
