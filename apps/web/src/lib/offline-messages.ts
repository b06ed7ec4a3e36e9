/** What the app says when the browser has no network or the server does not answer, exactly as shown. */
export const offlineMessages = {
  banner: 'You are offline. What you see may be out of date, and nothing can be sent until the connection is back.',
  callFailed: 'You are offline: nothing reached the server. Try again once the connection is back.',
  offlineTitle: 'You are offline',
  offlinePage: 'This page loads as soon as the connection is back: it tries again by itself.',
  unreachableTitle: 'The server cannot be reached',
  unreachablePage: 'This page loads as soon as the server answers again: it keeps trying by itself.',
  tryAgain: 'Try again',
  sectionWaiting: 'You are offline: this part loads as soon as the connection is back.',
} as const;
