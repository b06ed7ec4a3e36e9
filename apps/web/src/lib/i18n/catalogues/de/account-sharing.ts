import type { accountSharing as english } from '../en/account-sharing';

export const accountSharing = {
  'accountSharing.shareTitle': 'Dein Konto teilen',
  'accountSharing.explanation': 'Personen, mit denen du dein Konto teilst, sehen alle deine Geräte, nur zum Ansehen.',
  'accountSharing.sharedWithYou': 'Mit dir geteilte Konten',
  'accountSharing.inviteForm': 'Person einladen',
  'accountSharing.email': 'E-Mail',
  'accountSharing.invite': 'Einladen',
  'accountSharing.invited.loading': 'Eingeladene Personen werden geladen',
  'accountSharing.invited.none': 'Du hast dein Konto noch mit niemandem geteilt.',
  'accountSharing.invited.list': 'Personen, mit denen du dein Konto teilst',
  'accountSharing.invited.emailAndStatus': '{email} · {status}',
  'accountSharing.invited.remove': 'Entfernen',
  'accountSharing.invited.removeLabel': '{name} entfernen',
  'accountSharing.invited.removeTitle': 'Konto nicht mehr teilen',
  'accountSharing.memberships.loading': 'Mit dir geteilte Konten werden geladen',
  'accountSharing.memberships.none': 'Mit dir ist kein Konto geteilt.',
  'accountSharing.memberships.leave': 'Verlassen',
  'accountSharing.memberships.leaveLabel': 'Konto von {name} verlassen',
  'accountSharing.memberships.leaveTitle': 'Konto verlassen',
} satisfies Record<keyof typeof english, string>;
