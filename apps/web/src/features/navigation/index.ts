// The navigation feature's public entry: what the rest of the app uses of it.
export { SideMenu } from './components/side-menu';
export { TopBar } from './components/top-bar';
