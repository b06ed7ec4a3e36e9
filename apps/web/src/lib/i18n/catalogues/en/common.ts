import { passwordRules, routeTable } from '@lodestar/contract';
import { keyedTexts } from '../../keyed-texts';

type RouteTitles = { [Route in (typeof routeTable)[number] as Route['name']]: Route['title'] };
type PasswordRuleTexts = { [Rule in (typeof passwordRules)[number] as Rule['id']]: Rule['message'] };

/** The pages' titles, by the contract's route names, as its route table writes them. */
const routeTitles = Object.fromEntries(routeTable.map(({ name, title }) => [name, title])) as RouteTitles;
/** The password checklist's rules, by their ids, as the contract writes them. */
const passwordRuleTexts = Object.fromEntries(
  passwordRules.map(({ id, message }) => [id, message]),
) as PasswordRuleTexts;

/** Texts every screen shares: the app's frame, the shared components, page titles, offline and time words. */
export const common = {
  ...keyedTexts('common.route', routeTitles),
  ...keyedTexts('common.passwordRule', passwordRuleTexts),
  'common.cancel': 'Cancel',
  'common.close': 'Close',
  'common.save': 'Save',
  'common.retry': 'Retry',
  'common.tryAgain': 'Try again',
  'common.loading': 'Loading',
  'common.notAvailable': 'N/A',
  'common.notLoaded': 'Not loaded.',
  'common.unsavedChanges': 'Unsaved changes',
  'common.goToMyDevices': 'Go to my devices',
  'common.enterprise': 'Enterprise',
  'common.copy.button': 'Copy',
  'common.copy.done': 'Copied',
  'common.copy.refused': 'Copying is not allowed here: select the text and copy it.',
  'common.battery.alert': 'Alert',
  'common.battery.warn': 'Warning',
  'common.battery.normal': 'Normal',
  'common.battery.withLevel': '{percent} ({level})',
  'common.battery.label':
    '{level, select, alert {Battery {percent}, alert} warn {Battery {percent}, warning} normal {Battery {percent}, normal} other {Battery {percent}}}',
  'common.offline.banner':
    'You are offline. What you see may be out of date, and nothing can be sent until the connection is back.',
  'common.offline.callFailed': 'You are offline: nothing reached the server. Try again once the connection is back.',
  'common.offline.title': 'You are offline',
  'common.offline.page': 'This page loads as soon as the connection is back: it tries again by itself.',
  'common.offline.unreachableTitle': 'The server cannot be reached',
  'common.offline.unreachablePage': 'This page loads as soon as the server answers again: it keeps trying by itself.',
  'common.offline.sectionWaiting': 'You are offline: this part loads as soon as the connection is back.',
  'common.newVersion.ready': 'A new version of the portal is ready.',
  'common.newVersion.reload': 'Reload',
  'common.pages.rowsPerPage': 'Rows per page:',
  'common.pages.shown': '{from}–{to} of {count}',
  'common.pages.first': 'Go to first page',
  'common.pages.previous': 'Go to previous page',
  'common.pages.next': 'Go to next page',
  'common.pages.last': 'Go to last page',
  'common.timeRange.from': 'From',
  'common.timeRange.to': 'To',
  'common.timeRange.endBeforeStart': 'The end must be after the start.',
  'common.duration.minutes': '{count, plural, one {# minute} other {# minutes}}',
  'common.duration.hours': '{count, plural, one {# hour} other {# hours}}',
  'common.relativeTime.seconds': 'a few seconds ago',
  'common.relativeTime.minutes': '{count, plural, one {a minute ago} other {# minutes ago}}',
  'common.relativeTime.hours': '{count, plural, one {an hour ago} other {# hours ago}}',
  'common.relativeTime.days': '{count, plural, one {a day ago} other {# days ago}}',
  'common.relativeTime.weeks': '{count, plural, one {a week ago} other {# weeks ago}}',
  'common.relativeTime.months': '{count, plural, one {a month ago} other {# months ago}}',
  'common.relativeTime.years': '{count, plural, one {a year ago} other {# years ago}}',
  'common.select.noOptions': 'No options',
  'common.select.open': 'Open',
  'common.select.clear': 'Clear',
  'common.form.authCode': 'Authentication code',
  'common.form.authCodeHelp': 'The 6-digit code your authenticator app shows now',
  'common.form.country': 'Country',
  'common.form.password': 'Password',
  'common.form.showPassword': 'Show password',
  'common.form.hidePassword': 'Hide password',
  'common.passwordRules.label': 'Password rules',
  'common.passwordRules.met': 'Rule met',
  'common.passwordRules.notMet': 'Rule not met',
  'common.photo.choose': 'Choose photo',
  'common.photo.madeSmaller': 'The photo is made smaller in your browser before it is sent.',
  'common.photo.notAnImage': 'This file is not an image. Please choose a photo, such as a JPEG or PNG file.',
  'common.sessionLink.title': 'Open this sign-in link?',
  'common.sessionLink.use': 'Use the link',
  'common.session.signingIn': 'Signing you in',
  'common.session.checking': 'Checking your session',
  'common.loadingPage': 'Loading page',
  'common.loadingPayments': 'Loading payments',
  'common.notFound.title': 'Page not found',
  'common.notFound.text': 'We could not find the page you asked for. It may have moved, or the link may be mistyped.',
  'common.pageFailed': 'The page could not be loaded. Check your connection and try again.',
  'common.terms.agree': 'I agree to the <link>Terms of Service and Privacy Policy</link>',
  'common.terms.intro': 'Terms of use and privacy notice of {product}.',
  'common.terms.about.heading': '1. About these terms',
  'common.terms.about.p1':
    'These terms govern your use of the {product} web portal and the services behind it. The portal is run by the operator of this Lodestar installation ("we", "us"). By creating an account or signing in you agree to these terms. If you do not agree, do not use the portal.',
  'common.terms.account.heading': '2. Your account',
  'common.terms.account.p1':
    'You must give a real name and an email address you control, keep your password secret and tell us promptly if you think someone else has used your account. You are responsible for what happens under your account, including the people you share devices with.',
  'common.terms.account.p2':
    'You may only track devices, people and property you are entitled to track. Tracking another person without their knowledge or consent may be unlawful, and you must not use the portal for it.',
  'common.terms.devices.heading': '3. Devices, coverage and limits',
  'common.terms.devices.p1':
    'GPS trackers, card trackers and portable smart locks depend on satellite positioning, cellular and Wi-Fi networks, battery charge and correct installation. Positions can be late, inaccurate or missing, alerts can be delayed or not delivered, and a lock may not respond when a network is unavailable.',
  'common.terms.devices.p2':
    'The portal and the devices are tools to help you keep an eye on your belongings. They are not an emergency service, a safety guarantee or a substitute for insurance, and you should not rely on them where a failure could cause harm.',
  'common.terms.plans.heading': '4. Plans and payments',
  'common.terms.plans.p1':
    'Some features need a paid plan for a device. The price, billing period and what the plan includes are shown before you buy. Plans renew until cancelled; cancelling stops the next renewal. Refunds are given where the law requires them.',
  'common.terms.plans.p2':
    'Free trials: a plan that comes with a free trial is charged only when the trial ends. You may cancel it at no cost up to 24 hours before the end of the trial; after that the first period is charged, and cancelling then charges it at once and ends the plan at the end of that period. A device has one free trial.',
  'common.terms.plans.p3':
    'Refunds without a trial: when a plan was bought without a free trial, you may cancel it within 14 calendar days of the purchase for a full refund (the refund grace period).',
  'common.terms.data.heading': '5. What we store and why',
  'common.terms.data.p1':
    'Account details: your name, email address, country, currency, time zone, profile picture and security settings, so that you can sign in and we can contact you about your account.',
  'common.terms.data.p2':
    'Device data: the devices on your account, their settings, the positions, addresses and sensor readings they report, and the people you share them with, so that the portal can show where your devices are and what they have reported.',
  'common.terms.data.p3':
    'Payment records: the plans you bought and the invoices issued. Card details are handled by the payment provider and never stored by the portal.',
  'common.terms.data.p4':
    'Technical records: sign-in times, failed sign-in attempts and similar logs, kept to protect your account and the service.',
  'common.terms.sharing.heading': '6. Who sees your data',
  'common.terms.sharing.p1':
    'We do not sell your personal data or your devices’ positions, and we do not use them for advertising. People you share a device with see that device’s data for as long as the share lasts. We pass data to service providers only as far as needed to run the service (for example sending email or taking payments), and we disclose it when the law requires us to.',
  'common.terms.cookies.heading': '7. Cookies and local storage',
  'common.terms.cookies.p1':
    'The portal sets no advertising or analytics cookies. It keeps your session token and display preferences (such as the selected view and device filter) in your browser’s local storage so that you stay signed in; signing out removes the session. Two cookies, sent only when you sign in, remember this browser: one that you signed in here before, so that others’ wrong passwords cannot lock it out (90 days), and, if you chose it, one that you passed the two-step sign-in here (30 days).',
  'common.terms.retention.heading': '8. Keeping and deleting data',
  'common.terms.retention.p1':
    'We keep your data while your account is open. You can correct your account details in Account settings and clear a device’s history at any time. Ask us to close your account and we will delete your personal data, except records the law requires us to keep.',
  'common.terms.liability.heading': '9. Liability',
  'common.terms.liability.p1':
    'To the extent the law allows, the portal and the devices are provided as they are, and we are not liable for loss caused by positions or alerts that are late, inaccurate or missing, or by the loss or theft of tracked property. Nothing in these terms excludes rights you have under the Australian Consumer Law that cannot be excluded.',
  'common.terms.law.heading': '10. Governing law and changes',
  'common.terms.law.p1':
    'These terms are governed by the laws in force in Australia, and the courts of Australia have jurisdiction over any dispute about them. We may update these terms; when a change matters, we will tell you by email or in the portal before it takes effect.',
} as const;
