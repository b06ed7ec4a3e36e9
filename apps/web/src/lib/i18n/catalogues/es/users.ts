import type { users as english } from '../en/users';

export const users = {
  'users.search': 'Buscar usuarios por correo electrónico o nombre',
  'users.loadFailed': 'No se pudieron cargar los usuarios.',
  'users.loading': 'Cargando usuarios',
  'users.noMatch': 'Ningún usuario coincide con esta búsqueda. Prueba con otro término.',
  'users.none': 'Todavía no hay usuarios.',
  'users.list.label': 'Usuarios',
  'users.list.name': 'Nombre',
  'users.list.roles': 'Roles',
  'users.list.devices': 'Dispositivos',
  'users.list.lastSignIn': 'Último inicio de sesión',
  'users.list.action': 'Acción',
  'users.list.never': 'Nunca',
  'users.list.summary':
    '{count, plural, one {# dispositivo} other {# dispositivos}} · último inicio de sesión {lastSignIn}',
  'users.list.delete': 'Eliminar {email}',
  'users.delete.title': 'Eliminar cuenta',
  'users.delete.confirm': 'Eliminar',
  'users.delete.message':
    '¿Eliminar la cuenta de {name} ({email})? Todas las sesiones terminan de inmediato y la cuenta no se puede recuperar. {count, plural, =0 {La cuenta no tiene ningún dispositivo.} one {Su dispositivo queda sin propietario: deja de estar compartido y sale de sus grupos, y recibe un nuevo código de acceso para que un nuevo propietario pueda reclamarlo.} other {Sus # dispositivos quedan sin propietario: dejan de estar compartidos y salen de sus grupos, y cada uno recibe un nuevo código de acceso para que un nuevo propietario pueda reclamarlo.}}',
} satisfies Record<keyof typeof english, string>;
