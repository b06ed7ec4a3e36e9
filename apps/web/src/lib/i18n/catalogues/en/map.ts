/** Texts of the map and the replay. */
export const map = {
  'map.offline': 'Map tiles are offline',
  'map.offlineDetail': 'Map tiles are offline: showing land, borders and place names only.',
  'map.follow': 'Follow device',
  'map.following': 'Following the device',
  'map.style': 'Map style',
  'map.street': 'Street',
  'map.satellite': 'Satellite',
  'map.replay.play': 'Play replay',
  'map.replay.pause': 'Pause replay',
  'map.replay.time': 'Replay time',
  'map.replay.speed': 'Speed',
  'map.replay.speedTimes': '{speed}×',
} as const;
