import type { deviceUpload as english } from '../en/device-upload';

export const deviceUpload = {
  'deviceUpload.title': 'Geräte aus einer Tabelle hinzufügen',
  'deviceUpload.intro':
    'Jede Zeile fügt einen Tracker hinzu, der deinem Händlerbetrieb zugeteilt ist: Das Gerät mit dieser Seriennummer kommt unter dem Namen aus der Zeile in dein Konto. Ein Gerät, das schon in deinem Konto ist, wird nicht noch einmal hinzugefügt. Bis zu {rows, number} Zeilen und {megabytes} MB pro .xlsx-Datei; die erste Zeile benennt die Spalten Device Name und Serial Number. Die Vorlage listet die Seriennummern der dir zugeteilten Tracker, die noch nicht in deinem Konto sind: Gib ihnen Namen und lade sie hoch.',
  'deviceUpload.deviceType': 'Gerätetyp',
  'deviceUpload.chooseFile': '.xlsx-Datei auswählen',
  'deviceUpload.spreadsheet': 'Tabelle',
  'deviceUpload.downloadTemplate': 'Vorlage herunterladen',
  'deviceUpload.chosen': 'Ausgewählt: {name}',
  'deviceUpload.noFile': 'Keine Datei ausgewählt.',
  'deviceUpload.add': 'Geräte hinzufügen',
  'deviceUpload.progress.label': 'Upload-Fortschritt',
  'deviceUpload.progress.sending': 'Datei wird gesendet: {percent} %',
  'deviceUpload.progress.checking': 'Zeilen werden geprüft…',
  'deviceUpload.someAdded':
    '{added} von {rows} Geräten hinzugefügt: Die Spalte Grund sagt, warum die anderen nicht hinzugefügt wurden.',
  'deviceUpload.results.title': 'Ergebnisse',
  'deviceUpload.results.summary':
    '{added} von {rows, plural, one {# Zeile} other {# Zeilen}} zu deinem Konto hinzugefügt.',
  'deviceUpload.results.search': 'Ergebnisse durchsuchen',
  'deviceUpload.results.noMatch': 'Keine Zeile passt zu dieser Suche.',
  'deviceUpload.results.label': 'Upload-Ergebnisse',
  'deviceUpload.results.name': 'Gerätename',
  'deviceUpload.results.serialNumber': 'Seriennummer',
  'deviceUpload.results.createdAt': 'Erstellt am',
  'deviceUpload.results.status': 'Status',
  'deviceUpload.results.reason': 'Grund',
  'deviceUpload.results.action': 'Aktion',
  'deviceUpload.results.activated': 'Aktiviert, noch kein Tarif',
  'deviceUpload.results.notActivated': 'Nicht aktiviert',
  'deviceUpload.results.addedReason':
    'Zu deinem Konto hinzugefügt. Wähle auf seinem Tab „Tarif aktualisieren“ einen Tarif, um die Ortung zu starten.',
  'deviceUpload.results.remove': 'Zeile {row} aus der Tabelle entfernen',
} satisfies Record<keyof typeof english, string>;
