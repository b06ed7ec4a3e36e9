import type { activity as english } from '../en/activity';

export const activity = {
  'activity.hint': 'Busca dispositivos arriba y elige hasta {count} para ver por dónde han pasado.',
  'activity.legend.label': 'Leyenda',
  'activity.legend.loading': 'Cargando…',
  'activity.legend.none': 'Sin posiciones',
  'activity.legend.points': '{count, plural, one {# punto} other {# puntos}}',
  'activity.map.label': 'Mapa de actividad de los dispositivos',
  'activity.map.loading': 'Cargando el historial de ubicaciones',
  'activity.chips.label': 'Dispositivos elegidos',
  'activity.chips.remove': 'Quitar {name}',
  'activity.replay.open': 'Reproducir',
  'activity.replay.close': 'Cerrar la reproducción',
  'activity.search.label': 'Buscar dispositivos',
  'activity.search.placeholder': 'Nombre o número de serie',
  'activity.search.searching': 'Buscando…',
  'activity.search.allShown': 'Todos los dispositivos encontrados ya están en el mapa.',
  'activity.search.full': 'El mapa muestra como máximo {count} dispositivos a la vez: quita uno para añadir otro.',
  'activity.points.label': 'Puntos por dispositivo',
} satisfies Record<keyof typeof english, string>;
