import type { activity as english } from '../en/activity';

export const activity = {
  'activity.hint': 'Suche oben nach Geräten und wähle bis zu {count} davon aus, um zu sehen, wo sie waren.',
  'activity.legend.label': 'Legende',
  'activity.legend.loading': 'Wird geladen…',
  'activity.legend.none': 'Keine Positionen',
  'activity.legend.points': '{count, plural, one {# Punkt} other {# Punkte}}',
  'activity.map.label': 'Aktivitätskarte der Geräte',
  'activity.map.loading': 'Standortverlauf wird geladen',
  'activity.chips.label': 'Ausgewählte Geräte',
  'activity.chips.remove': '{name} entfernen',
  'activity.replay.open': 'Wiedergabe',
  'activity.replay.close': 'Wiedergabe schließen',
  'activity.search.label': 'Geräte finden',
  'activity.search.placeholder': 'Name oder Seriennummer',
  'activity.search.searching': 'Wird gesucht…',
  'activity.search.allShown': 'Alle gefundenen Geräte sind schon auf der Karte.',
  'activity.search.full':
    'Die Karte zeigt höchstens {count} Geräte gleichzeitig: Entferne eins, um ein anderes hinzuzufügen.',
  'activity.points.label': 'Punkte pro Gerät',
} satisfies Record<keyof typeof english, string>;
