import type { users as english } from '../en/users';

export const users = {
  'users.search': 'Benutzer nach E-Mail-Adresse oder Name suchen',
  'users.loadFailed': 'Die Benutzer konnten nicht geladen werden.',
  'users.loading': 'Benutzer werden geladen',
  'users.noMatch': 'Kein Benutzer passt zu dieser Suche. Versuch es mit einem anderen Suchbegriff.',
  'users.none': 'Noch keine Benutzer.',
  'users.list.label': 'Benutzer',
  'users.list.name': 'Name',
  'users.list.roles': 'Rollen',
  'users.list.devices': 'Geräte',
  'users.list.lastSignIn': 'Letzte Anmeldung',
  'users.list.action': 'Aktion',
  'users.list.never': 'Nie',
  'users.list.summary': '{count, plural, one {# Gerät} other {# Geräte}} · letzte Anmeldung {lastSignIn}',
  'users.list.delete': '{email} löschen',
  'users.delete.title': 'Konto löschen',
  'users.delete.confirm': 'Löschen',
  'users.delete.message':
    'Das Konto von {name} ({email}) löschen? Alle Sitzungen enden sofort, und das Konto lässt sich nicht wiederherstellen. {count, plural, =0 {Das Konto hat kein Gerät.} one {Sein Gerät hat dann keinen Besitzer mehr: Freigaben und Gruppenplätze enden, und es bekommt einen neuen Passcode, damit ein neuer Besitzer es übernehmen kann.} other {Seine # Geräte haben dann keinen Besitzer mehr: Freigaben und Gruppenplätze enden, und jedes bekommt einen neuen Passcode, damit ein neuer Besitzer es übernehmen kann.}}',
} satisfies Record<keyof typeof english, string>;
