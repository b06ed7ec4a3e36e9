import type { map as english } from '../en/map';

export const map = {
  'map.offline': 'Karte offline',
  'map.offlineDetail': 'Kartenkacheln sind offline: Es werden nur Land, Grenzen und Ortsnamen angezeigt.',
  'map.follow': 'Gerät folgen',
  'map.following': 'Folgt dem Gerät',
  'map.style': 'Kartenstil',
  'map.street': 'Straße',
  'map.satellite': 'Satellit',
  'map.replay.play': 'Wiedergabe starten',
  'map.replay.pause': 'Wiedergabe pausieren',
  'map.replay.time': 'Zeitpunkt der Wiedergabe',
  'map.replay.speed': 'Tempo',
  'map.replay.speedTimes': '{speed}×',
} satisfies Record<keyof typeof english, string>;
