// The live-links feature's public entry: the card of the device's Sharing settings.
export { LiveLinksCard } from './components/live-links-card';
