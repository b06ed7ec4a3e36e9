/** The static terms and privacy text; `{product}` stands for the installation's product name. */
export const termsSections: { heading: string; paragraphs: string[] }[] = [
  {
    heading: '1. About these terms',
    paragraphs: [
      'These terms govern your use of the {product} web portal and the services behind it. The portal is run by the operator of this Lodestar installation ("we", "us"). By creating an account or signing in you agree to these terms. If you do not agree, do not use the portal.',
    ],
  },
  {
    heading: '2. Your account',
    paragraphs: [
      'You must give a real name and an email address you control, keep your password secret and tell us promptly if you think someone else has used your account. You are responsible for what happens under your account, including the people you share devices with.',
      'You may only track devices, people and property you are entitled to track. Tracking another person without their knowledge or consent may be unlawful, and you must not use the portal for it.',
    ],
  },
  {
    heading: '3. Devices, coverage and limits',
    paragraphs: [
      'GPS trackers, card trackers and portable smart locks depend on satellite positioning, cellular and Wi-Fi networks, battery charge and correct installation. Positions can be late, inaccurate or missing, alerts can be delayed or not delivered, and a lock may not respond when a network is unavailable.',
      'The portal and the devices are tools to help you keep an eye on your belongings. They are not an emergency service, a safety guarantee or a substitute for insurance, and you should not rely on them where a failure could cause harm.',
    ],
  },
  {
    heading: '4. Plans and payments',
    paragraphs: [
      'Some features need a paid plan for a device. The price, billing period and what the plan includes are shown before you buy. Plans renew until cancelled; cancelling stops the next renewal. Refunds are given where the law requires them.',
      'Free trials: a plan that comes with a free trial is charged only when the trial ends. You may cancel it at no cost up to 24 hours before the end of the trial; after that the first period is charged, and cancelling then charges it at once and ends the plan at the end of that period. A device has one free trial.',
      'Refunds without a trial: when a plan was bought without a free trial, you may cancel it within 14 calendar days of the purchase for a full refund (the refund grace period).',
    ],
  },
  {
    heading: '5. What we store and why',
    paragraphs: [
      'Account details: your name, email address, country, currency, time zone, profile picture and security settings, so that you can sign in and we can contact you about your account.',
      'Device data: the devices on your account, their settings, the positions, addresses and sensor readings they report, and the people you share them with, so that the portal can show where your devices are and what they have reported.',
      'Payment records: the plans you bought and the invoices issued. Card details are handled by the payment provider and never stored by the portal.',
      'Technical records: sign-in times, failed sign-in attempts and similar logs, kept to protect your account and the service.',
    ],
  },
  {
    heading: '6. Who sees your data',
    paragraphs: [
      'We do not sell your personal data or your devices’ positions, and we do not use them for advertising. People you share a device with see that device’s data for as long as the share lasts. We pass data to service providers only as far as needed to run the service (for example sending email or taking payments), and we disclose it when the law requires us to.',
    ],
  },
  {
    heading: '7. Cookies and local storage',
    paragraphs: [
      'The portal sets no advertising or analytics cookies. It keeps your session token and display preferences (such as the selected view and device filter) in your browser’s local storage so that you stay signed in; signing out removes the session. Two cookies, sent only when you sign in, remember this browser: one that you signed in here before, so that others’ wrong passwords cannot lock it out (90 days), and, if you chose it, one that you passed the two-step sign-in here (30 days).',
    ],
  },
  {
    heading: '8. Keeping and deleting data',
    paragraphs: [
      'We keep your data while your account is open. You can correct your account details in Account settings and clear a device’s history at any time. Ask us to close your account and we will delete your personal data, except records the law requires us to keep.',
    ],
  },
  {
    heading: '9. Liability',
    paragraphs: [
      'To the extent the law allows, the portal and the devices are provided as they are, and we are not liable for loss caused by positions or alerts that are late, inaccurate or missing, or by the loss or theft of tracked property. Nothing in these terms excludes rights you have under the Australian Consumer Law that cannot be excluded.',
    ],
  },
  {
    heading: '10. Governing law and changes',
    paragraphs: [
      'These terms are governed by the laws in force in Australia, and the courts of Australia have jurisdiction over any dispute about them. We may update these terms; when a change matters, we will tell you by email or in the portal before it takes effect.',
    ],
  },
];
