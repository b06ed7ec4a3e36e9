import type { transfers as english } from '../en/transfers';

export const transfers = {
  'transfers.title': 'Transferir un dispositivo',
  'transfers.intro':
    'Ahora pagas el primer periodo del plan del destinatario y tu tarifa única por dispositivo. El plan es suyo y los periodos siguientes se renuevan con su propia tarjeta. El dispositivo pasa a su cuenta con su historial y sus ajustes; se eliminan sus accesos compartidos y sale de sus grupos.',
  'transfers.fee': 'Tarifa única por dispositivo',
  'transfers.edit': 'Editar',
  'transfers.save': 'Guardar',
  'transfers.plans': 'Planes',
  'transfers.buyAndTransfer': 'Comprar el plan y transferir',
  'transfers.searching': 'Buscando…',
  'transfers.receiver.label': 'Usuario',
  'transfers.receiver.placeholder': 'Nombre o correo electrónico',
  'transfers.receiver.helper':
    'Las cuentas que creaste, por nombre o correo; cualquier otra cuenta, por su dirección de correo completa.',
  'transfers.receiver.typeMore':
    'Escribe al menos {count, plural, one {# carácter} other {# caracteres}} de un nombre o correo electrónico.',
  'transfers.receiver.searchFailed': 'No se pudieron buscar usuarios. Inténtalo de nuevo.',
  'transfers.receiver.keepTyping': 'Aún no se encuentra ningún usuario: sigue escribiendo.',
  'transfers.receiver.unverified':
    '{email}: aún sin verificar: un dispositivo que le transfieras pasará a su cuenta cuando verifique su correo.',
  'transfers.receiver.create': 'Crear usuario nuevo',
  'transfers.receiver.verified': '{email}: {status}',
  'transfers.receiver.notVerified': '{email}: {status}. El dispositivo pasará a su cuenta cuando verifique su correo.',
  'transfers.create.title': 'Crear una cuenta nueva',
  'transfers.create.intro':
    'Le enviamos un enlace por correo para que elija su contraseña y verifique su correo. Un dispositivo que le transfieras pasará a su cuenta cuando lo haya hecho.',
  'transfers.create.name': 'Nombre',
  'transfers.create.email': 'Correo electrónico',
  'transfers.create.submit': 'Crear cuenta',
  'transfers.tracker.label': 'Dispositivo',
  'transfers.tracker.placeholder': 'Nombre o número de serie',
  'transfers.tracker.none':
    'Ninguno de tus localizadores GPS se puede transferir: un localizador con un plan activo no se puede transferir.',
  'transfers.plan.loading': 'Cargando los planes',
  'transfers.plan.loadFailed': 'No se pudieron cargar los planes.',
  'transfers.plan.none': 'No hay planes por producto definidos o disponibles para ti',
  'transfers.plan.label': 'Plan',
  'transfers.plan.option': '{name}: {price} por {months, plural, one {# mes} other {# meses}}',
  'transfers.summary.title': 'Resumen',
  'transfers.summary.plan': 'Plan {name}, primer periodo',
  'transfers.summary.tax': '{name} ({percentage, number} %)',
  'transfers.summary.total': 'Total que pagas ahora',
  'transfers.summary.laterTerms':
    'El plan es del destinatario: los periodos siguientes se renuevan con una tarjeta suya.',
  'transfers.summary.payWith': 'Pagar con',
  'transfers.summary.addCard': 'Añadir tarjeta',
  'transfers.confirm.title': 'Transferir el dispositivo',
  'transfers.confirm.pay': 'Pagar y transferir',
  'transfers.confirm.question':
    '¿Transferir {device} a {name} ({email}) con el plan {plan}? Ahora se cargará {total} a tu tarjeta.',
  'transfers.confirm.questionWaiting':
    '¿Transferir {device} a {name} ({email}) con el plan {plan}? Ahora se cargará {total} a tu tarjeta. El dispositivo pasará a su cuenta cuando {email} verifique su correo.',
  'transfers.dealership.pickDevice': 'Elige un dispositivo para ver los planes con los que se puede transferir.',
  'transfers.dealership.fee': 'Tarifa única por dispositivo: {fee}',
  'transfers.dealership.done': 'Se transfirió el dispositivo. El formulario se restablecerá en un momento.',
  'transfers.dealership.reset': 'Restablecer',
  'transfers.dealership.transfer': 'Transferir dispositivo',
  'transfers.waiting.section': 'A la espera de los destinatarios',
  'transfers.waiting.title': 'Esperando a que {email} verifique su correo',
  'transfers.waiting.details': '{device} ({serial}) para {name}. Se cancela y reembolsa automáticamente el {date}.',
  'transfers.waiting.moving': '{status}: moviendo el dispositivo…',
  'transfers.waiting.cancel': 'Cancelar la transferencia',
  'transfers.waiting.cancelQuestion':
    '¿Cancelar la transferencia de {device} a {email}? Se te reembolsará el pago completo y el dispositivo seguirá siendo tuyo.',
  'transfers.waiting.back': 'Volver',
} satisfies Record<keyof typeof english, string>;
