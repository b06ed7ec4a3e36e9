import type { trips as english } from '../en/trips';

export const trips = {
  'history.view.label': 'Vista del historial',
  'history.view.map': 'Mapa',
  'history.view.satellite': 'Satélite',
  'history.view.grid': 'Tabla',
  'trips.view': 'Trayectos',
  'tripRules.title': 'Trayectos y paradas',
  'tripRules.description':
    'El historial cuenta una parada donde el dispositivo se queda este tiempo dentro de esta distancia; todo lo que hay entre paradas es un trayecto.',
  'tripRules.stopAfter': 'Parada tras',
  'tripRules.within': 'En un radio de',
  'trips.rangeUnset': 'Elige cuándo empieza y termina el periodo.',
  'trips.tooLong': 'Los trayectos abarcan como máximo {days} días.',
  'trips.show': 'Ver trayectos',
  'trips.closeTrip': 'Cerrar el trayecto',
  'trips.exportCsv': 'Exportar CSV',
  'trips.exported': 'Trayectos exportados',
  'trips.exportFailed': 'No se pudieron exportar los trayectos',
  'trips.loadFailed': 'No se pudieron cargar los trayectos',
  'trips.totals':
    '{trips, plural, one {# trayecto} other {# trayectos}} · {distance} · {moving} en movimiento · {stops, plural, one {# parada} other {# paradas}}',
  'trips.noReports': 'No hay informes en este periodo.',
  'trips.nothing':
    'No hay trayectos ni paradas en este periodo: el dispositivo se quedó en un radio de {radius} m, o muy poco tiempo para una parada.',
  'trips.allDropped': 'Todas las posiciones de este periodo eran demasiado imprecisas para medir trayectos.',
  'trips.rules': 'Una parada son {minutes} min o más en un radio de {radius} m.',
  'trips.rulesAlertSettings':
    'Una parada son {minutes} min o más en un radio de {radius} m; los ajustes de Alertas e informes del dispositivo lo cambian.',
  'trips.rulesBasicSettings':
    'Una parada son {minutes} min o más en un radio de {radius} m; los ajustes básicos del dispositivo lo cambian.',
  'trips.dropped':
    '{count, plural, one {# posición demasiado imprecisa no se ha tenido en cuenta.} other {# posiciones demasiado imprecisas no se han tenido en cuenta.}}',
  'trips.days.label': 'Resumen diario',
  'trips.days.date': 'Fecha',
  'trips.days.distance': 'Distancia',
  'trips.days.moving': 'En movimiento',
  'trips.days.stops': 'Paradas',
  'trips.list.label': 'Trayectos y paradas',
  'trips.trip.primary': '{start} – {end} · {distance} · {duration}',
  'trips.trip.secondary': '{from} → {to} · media {average}, máxima {top}',
  'trips.stop.primary': 'Parado {duration} · {place}',
  'trips.stop.secondary': '{arrival} – {until}',
  'trips.stop.stillThere': 'sigue allí',
} satisfies Record<keyof typeof english, string>;
