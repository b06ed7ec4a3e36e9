// The auth feature's public entry: what the rest of the app uses of it.
export { currentUserKey, currentUserQuery, useCurrentUser } from './api/get-current-user';
export { endSession } from './end-session';
export { useSessionLinkParam } from './hooks/use-session-link-param';
export { useSignOut } from './hooks/use-sign-out';
export { type SignInRedirectState } from './redirect-state';
export { SignInLanguageMenu } from './components/sign-in-language-menu';
