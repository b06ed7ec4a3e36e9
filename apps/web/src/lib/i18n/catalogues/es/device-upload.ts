import type { deviceUpload as english } from '../en/device-upload';

export const deviceUpload = {
  'deviceUpload.title': 'Añadir dispositivos desde una hoja de cálculo',
  'deviceUpload.intro':
    'Cada fila añade un localizador asignado a tu distribuidor: el dispositivo con ese número de serie se une a tu cuenta con el nombre de la fila. Un dispositivo que ya está en tu cuenta no se vuelve a añadir. Hasta {rows, number} filas y {megabytes} MB por archivo .xlsx; la primera fila nombra las columnas Device Name y Serial Number. La plantilla lista los números de serie de los localizadores asignados a ti que aún no están en tu cuenta: ponles nombre y súbela.',
  'deviceUpload.deviceType': 'Tipo de dispositivo',
  'deviceUpload.chooseFile': 'Elegir archivo .xlsx',
  'deviceUpload.spreadsheet': 'Hoja de cálculo',
  'deviceUpload.downloadTemplate': 'Descargar la plantilla',
  'deviceUpload.chosen': 'Elegido: {name}',
  'deviceUpload.noFile': 'No se ha elegido ningún archivo.',
  'deviceUpload.add': 'Añadir dispositivos',
  'deviceUpload.progress.label': 'Progreso de la subida',
  'deviceUpload.progress.sending': 'Enviando el archivo: {percent} %',
  'deviceUpload.progress.checking': 'Comprobando las filas…',
  'deviceUpload.someAdded':
    '{added} de {rows} dispositivos añadidos: la columna Motivo explica por qué no se añadieron los demás.',
  'deviceUpload.results.title': 'Resultados',
  'deviceUpload.results.summary': '{added} de {rows, plural, one {# fila} other {# filas}} añadidas a tu cuenta.',
  'deviceUpload.results.search': 'Buscar en los resultados',
  'deviceUpload.results.noMatch': 'Ninguna fila coincide con esta búsqueda.',
  'deviceUpload.results.label': 'Resultados de la subida',
  'deviceUpload.results.name': 'Nombre del dispositivo',
  'deviceUpload.results.serialNumber': 'Número de serie',
  'deviceUpload.results.createdAt': 'Fecha de creación',
  'deviceUpload.results.status': 'Estado',
  'deviceUpload.results.reason': 'Motivo',
  'deviceUpload.results.action': 'Acción',
  'deviceUpload.results.activated': 'Activado, aún sin plan',
  'deviceUpload.results.notActivated': 'No activado',
  'deviceUpload.results.addedReason':
    'Añadido a tu cuenta. Elige un plan en su pestaña Actualizar plan para empezar a localizarlo.',
  'deviceUpload.results.remove': 'Quitar la fila {row} de la tabla',
} satisfies Record<keyof typeof english, string>;
