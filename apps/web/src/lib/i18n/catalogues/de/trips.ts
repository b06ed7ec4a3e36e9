import type { trips as english } from '../en/trips';

export const trips = {
  'history.view.label': 'Verlaufsansicht',
  'history.view.map': 'Karte',
  'history.view.satellite': 'Satellit',
  'history.view.grid': 'Tabelle',
  'trips.view': 'Fahrten',
  'tripRules.title': 'Fahrten und Halte',
  'tripRules.description':
    'Der Verlauf zählt einen Halt, wo das Gerät so lange innerhalb dieser Entfernung bleibt; alles zwischen Halten ist eine Fahrt.',
  'tripRules.stopAfter': 'Halt nach',
  'tripRules.within': 'Innerhalb von',
  'trips.rangeUnset': 'Wähle, wann der Zeitraum beginnt und endet.',
  'trips.tooLong': 'Fahrten umfassen höchstens {days} Tage.',
  'trips.show': 'Fahrten anzeigen',
  'trips.closeTrip': 'Fahrt schließen',
  'trips.exportCsv': 'CSV exportieren',
  'trips.exported': 'Fahrten exportiert',
  'trips.exportFailed': 'Die Fahrten konnten nicht exportiert werden',
  'trips.loadFailed': 'Die Fahrten konnten nicht geladen werden',
  'trips.totals':
    '{trips, plural, one {# Fahrt} other {# Fahrten}} · {distance} · {moving} in Bewegung · {stops, plural, one {# Halt} other {# Halte}}',
  'trips.noReports': 'Keine Meldungen in diesem Zeitraum.',
  'trips.nothing':
    'Keine Fahrten oder Halte in diesem Zeitraum: Das Gerät blieb im Umkreis von {radius} m oder hielt zu kurz für einen Halt.',
  'trips.allDropped': 'Jede Position dieses Zeitraums war zu ungenau, um Fahrten zu messen.',
  'trips.rules': 'Ein Halt sind mindestens {minutes} Min. innerhalb von {radius} m.',
  'trips.rulesAlertSettings':
    'Ein Halt sind mindestens {minutes} Min. innerhalb von {radius} m; die Einstellungen „Alarme & Berichte“ des Geräts ändern das.',
  'trips.rulesBasicSettings':
    'Ein Halt sind mindestens {minutes} Min. innerhalb von {radius} m; die Grundeinstellungen des Geräts ändern das.',
  'trips.dropped':
    '{count, plural, one {# zu ungenaue Position wurde nicht berücksichtigt.} other {# zu ungenaue Positionen wurden nicht berücksichtigt.}}',
  'trips.days.label': 'Tagesübersicht',
  'trips.days.date': 'Datum',
  'trips.days.distance': 'Strecke',
  'trips.days.moving': 'In Bewegung',
  'trips.days.stops': 'Halte',
  'trips.list.label': 'Fahrten und Halte',
  'trips.trip.primary': '{start} – {end} · {distance} · {duration}',
  'trips.trip.secondary': '{from} → {to} · Durchschnitt {average}, Spitze {top}',
  'trips.stop.primary': 'Halt {duration} · {place}',
  'trips.stop.secondary': '{arrival} – {until}',
  'trips.stop.stillThere': 'noch dort',
} satisfies Record<keyof typeof english, string>;
