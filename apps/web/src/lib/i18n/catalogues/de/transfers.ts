import type { transfers as english } from '../en/transfers';

export const transfers = {
  'transfers.title': 'Gerät übertragen',
  'transfers.intro':
    'Du zahlst jetzt die erste Laufzeit des Tarifs der empfangenden Person und deine einmalige Gerätegebühr. Der Tarif gehört ihr, und spätere Laufzeiten verlängern sich über ihre eigene Karte. Das Gerät geht mit seinem Verlauf und seinen Einstellungen an sie über; seine Freigaben und Gruppenplätze enden.',
  'transfers.fee': 'Einmalige Gerätegebühr',
  'transfers.edit': 'Bearbeiten',
  'transfers.save': 'Speichern',
  'transfers.plans': 'Tarife',
  'transfers.buyAndTransfer': 'Tarif kaufen und übertragen',
  'transfers.searching': 'Wird gesucht…',
  'transfers.receiver.label': 'Benutzer',
  'transfers.receiver.placeholder': 'Name oder E-Mail',
  'transfers.receiver.helper':
    'Von dir erstellte Konten über Name oder E-Mail; jedes andere Konto über seine vollständige E-Mail-Adresse.',
  'transfers.receiver.typeMore':
    'Gib mindestens {count, plural, one {# Zeichen} other {# Zeichen}} eines Namens oder einer E-Mail-Adresse ein.',
  'transfers.receiver.searchFailed': 'Die Benutzersuche ist fehlgeschlagen. Versuch es noch einmal.',
  'transfers.receiver.keepTyping': 'Noch kein Benutzer gefunden: Tipp weiter.',
  'transfers.receiver.unverified':
    '{email}: Noch nicht bestätigt: Ein an diese Person übertragenes Gerät wechselt erst, wenn sie ihre E-Mail-Adresse bestätigt.',
  'transfers.receiver.create': 'Neuen Benutzer anlegen',
  'transfers.receiver.verified': '{email}: {status}',
  'transfers.receiver.notVerified':
    '{email}: {status}. Das Gerät geht an diese Person, sobald sie ihre E-Mail-Adresse bestätigt.',
  'transfers.create.title': 'Neues Konto erstellen',
  'transfers.create.intro':
    'Wir schicken der Person einen Link per E-Mail, mit dem sie ihr Passwort festlegt und ihre E-Mail-Adresse bestätigt. Ein Gerät, das du an sie überträgst, wechselt erst danach.',
  'transfers.create.name': 'Name',
  'transfers.create.email': 'E-Mail',
  'transfers.create.submit': 'Konto erstellen',
  'transfers.tracker.label': 'Gerät',
  'transfers.tracker.placeholder': 'Name oder Seriennummer',
  'transfers.tracker.none':
    'Keiner deiner GPS-Tracker kann übertragen werden: Ein Tracker mit laufendem Tarif lässt sich nicht übertragen.',
  'transfers.plan.loading': 'Tarife werden geladen',
  'transfers.plan.loadFailed': 'Die Tarife konnten nicht geladen werden.',
  'transfers.plan.none': 'Für dich sind keine Produkttarife festgelegt oder verfügbar',
  'transfers.plan.label': 'Tarif',
  'transfers.plan.option': '{name}: {price} für {months, plural, one {# Monat} other {# Monate}}',
  'transfers.summary.title': 'Übersicht',
  'transfers.summary.plan': 'Tarif {name}, erste Laufzeit',
  'transfers.summary.tax': '{name} ({percentage, number} %)',
  'transfers.summary.total': 'Jetzt zu zahlen',
  'transfers.summary.laterTerms':
    'Der Tarif gehört der empfangenden Person: Spätere Laufzeiten verlängern sich über eine eigene Karte.',
  'transfers.summary.payWith': 'Bezahlen mit',
  'transfers.summary.addCard': 'Karte hinzufügen',
  'transfers.confirm.title': 'Gerät übertragen',
  'transfers.confirm.pay': 'Bezahlen und übertragen',
  'transfers.confirm.question':
    '{device} mit dem Tarif {plan} an {name} ({email}) übertragen? {total} werden jetzt von deiner Karte abgebucht.',
  'transfers.confirm.questionWaiting':
    '{device} mit dem Tarif {plan} an {name} ({email}) übertragen? {total} werden jetzt von deiner Karte abgebucht. Das Gerät wechselt, sobald {email} die E-Mail-Adresse bestätigt.',
  'transfers.dealership.pickDevice': 'Wähle ein Gerät, um die Tarife zu sehen, mit denen es übertragen werden kann.',
  'transfers.dealership.fee': 'Einmalige Gerätegebühr: {fee}',
  'transfers.dealership.done': 'Das Gerät wurde übertragen. Das Formular wird gleich zurückgesetzt.',
  'transfers.dealership.reset': 'Zurücksetzen',
  'transfers.dealership.transfer': 'Gerät übertragen',
  'transfers.waiting.section': 'Warten auf Empfänger',
  'transfers.waiting.title': 'Warten auf die Bestätigung von {email}',
  'transfers.waiting.details': '{device} ({serial}) für {name}. Wird am {date} automatisch storniert und erstattet.',
  'transfers.waiting.moving': '{status}: Das Gerät wird übertragen…',
  'transfers.waiting.cancel': 'Übertragung abbrechen',
  'transfers.waiting.cancelQuestion':
    'Übertragung von {device} an {email} abbrechen? Deine Zahlung wird vollständig erstattet und das Gerät bleibt deins.',
  'transfers.waiting.back': 'Zurück',
} satisfies Record<keyof typeof english, string>;
