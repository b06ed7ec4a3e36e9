import type { accountSharing as english } from '../en/account-sharing';

export const accountSharing = {
  'accountSharing.shareTitle': 'Comparte tu cuenta',
  'accountSharing.explanation':
    'Las personas con las que compartes tu cuenta ven todos tus dispositivos, en modo de solo lectura.',
  'accountSharing.sharedWithYou': 'Cuentas compartidas contigo',
  'accountSharing.inviteForm': 'Invitar a una persona',
  'accountSharing.email': 'Correo electrónico',
  'accountSharing.invite': 'Invitar',
  'accountSharing.invited.loading': 'Cargando las personas invitadas',
  'accountSharing.invited.none': 'Aún no has compartido tu cuenta con nadie.',
  'accountSharing.invited.list': 'Personas con las que compartes tu cuenta',
  'accountSharing.invited.emailAndStatus': '{email} · {status}',
  'accountSharing.invited.remove': 'Quitar',
  'accountSharing.invited.removeLabel': 'Quitar a {name}',
  'accountSharing.invited.removeTitle': 'Dejar de compartir tu cuenta',
  'accountSharing.memberships.loading': 'Cargando las cuentas compartidas contigo',
  'accountSharing.memberships.none': 'No hay ninguna cuenta compartida contigo.',
  'accountSharing.memberships.leave': 'Salir',
  'accountSharing.memberships.leaveLabel': 'Salir de la cuenta de {name}',
  'accountSharing.memberships.leaveTitle': 'Salir de la cuenta',
} satisfies Record<keyof typeof english, string>;
