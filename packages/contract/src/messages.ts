/** Texts of the spec's catalogues (part 1 §5, §8; part 2 §5, §8) that both sides use, exactly as written. */
export const messages = {
  fieldRequired: 'Field is required.',
  invalidEmail: 'Invalid Email address.',
  countryRequired: 'Country is required',
  termsRequired: 'Please agree to Terms of Service and Privacy Policy before continue',
  captchaRequired: 'reCAPTCHA required',
  loginFallback: 'Username or password incorrect',
  tryAgainFallback: 'Something went wrong, please try again',
  sessionExpired: 'Session expired, please login again',
  permissionDenied: 'Permission denied',
  emailSent: 'Email sent.',
  verificationSent: 'Verification link has been sent to your Email. Please verify',
  passwordChanged: 'Password was successfully changed',
  devicesFetchFallback: 'Something went wrong while fetching devices',
  unableToLoadDevices: 'Unable to load devices',
  noNotifications: 'No notification found',
  markAllAsRead: 'Mark all as read',
} as const;

/** Texts of our own (the spec is silent) that tests and both sides rely on. */
export const serverMessages = {
  invalidCredentials: 'The email or password you entered is incorrect.',
  verifyFirst: 'Please verify your email address before signing in. Check your inbox for the verification link.',
  accountLocked: 'Too many failed sign-in attempts. Please try again in 15 minutes or reset your password.',
  twoFactorRequired: 'Enter the 6-digit code from your authenticator app.',
  invalidTwoFactorCode: 'Invalid verification token',
  emailTaken: 'An account with this email address already exists.',
  captchaFailed: 'The captcha could not be verified. Please try again.',
  emailVerified: 'Your email address is verified. You can sign in now.',
  tokenInvalid: 'This link is invalid or has expired. Please request a new one.',
  signedOut: 'Signed out',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  unauthorized: 'Please sign in to continue.',
  verifyEmailToContinue: 'Please verify your email address to continue.',
  notFound: 'Not found',
  internalError: 'Something went wrong',
} as const;
