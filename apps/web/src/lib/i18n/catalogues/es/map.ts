import type { map as english } from '../en/map';

export const map = {
  'map.offline': 'Mapa sin conexión',
  'map.offlineDetail': 'Mapa sin conexión: solo se muestran tierra, fronteras y nombres de lugares.',
  'map.follow': 'Seguir el dispositivo',
  'map.following': 'Siguiendo el dispositivo',
  'map.style': 'Estilo del mapa',
  'map.street': 'Calles',
  'map.satellite': 'Satélite',
  'map.replay.play': 'Iniciar la reproducción',
  'map.replay.pause': 'Pausar la reproducción',
  'map.replay.time': 'Momento de la reproducción',
  'map.replay.speed': 'Velocidad',
  'map.replay.speedTimes': '{speed}×',
} satisfies Record<keyof typeof english, string>;
