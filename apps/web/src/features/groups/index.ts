// The groups feature's public entry: what the rest of the app uses of it.
export { SideMenuGroups } from './components/side-menu-groups';
