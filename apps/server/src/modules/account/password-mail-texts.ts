import { defineMailTexts } from '../../adapters/mail/index.js';

/** The notice that an account's password changed, with the shares it made lately. */
export const passwordMailTexts = defineMailTexts({
  en: {
    subject: '{product}: your password was changed',
    changed: 'The password of your {product} account was changed on {time}, and every other session was signed out.',
    sharesTitle: 'Devices your account shared in the last {days, plural, one {# day} other {# days}}:',
    share:
      '- {device} shared with {email} as {privilege, select, owner {Owner} unrestricted {Unrestricted} other {Limited}} on {date}',
    revokeAdvice: 'Revoke any share you did not make.',
    noShares: 'Your account shared no device in the last {days, plural, one {# day} other {# days}}.',
    reviewAction: 'Review your recent shares',
  },
  es: {
    subject: '{product}: se cambió tu contraseña',
    changed: 'La contraseña de tu cuenta de {product} se cambió el {time}, y se cerraron todas las demás sesiones.',
    sharesTitle: 'Dispositivos que tu cuenta compartió {days, plural, one {el último día} other {en los últimos # días}}:',
    share:
      '- {device} compartido con {email} como {privilege, select, owner {Propietario} unrestricted {Sin restricciones} other {Limitado}} el {date}',
    revokeAdvice: 'Revoca cualquier uso compartido que no hayas hecho tú.',
    noShares: 'Tu cuenta no compartió ningún dispositivo {days, plural, one {el último día} other {en los últimos # días}}.',
    reviewAction: 'Revisar lo que compartiste hace poco',
  },
  de: {
    subject: '{product}: Dein Passwort wurde geändert',
    changed: 'Das Passwort deines {product}-Kontos wurde am {time} geändert, und alle anderen Sitzungen wurden abgemeldet.',
    sharesTitle: 'Geräte, die dein Konto {days, plural, one {am letzten Tag} other {in den letzten # Tagen}} geteilt hat:',
    share:
      '- {device} geteilt mit {email} als {privilege, select, owner {Eigentümer} unrestricted {Uneingeschränkt} other {Eingeschränkt}} am {date}',
    revokeAdvice: 'Widerrufe jede Freigabe, die du nicht selbst erteilt hast.',
    noShares: 'Dein Konto hat {days, plural, one {am letzten Tag} other {in den letzten # Tagen}} kein Gerät geteilt.',
    reviewAction: 'Deine letzten Freigaben prüfen',
  },
  ar: {
    subject: '{product}: تم تغيير كلمة مرورك',
    changed: 'تم تغيير كلمة مرور حسابك في {product} في {time}، وتم تسجيل الخروج من كل الجلسات الأخرى.',
    sharesTitle:
      'الأجهزة التي شاركها حسابك {days, plural, zero {خلال # يوم} one {خلال اليوم الأخير} two {خلال اليومين الأخيرين} few {خلال آخر # أيام} many {خلال آخر # يومًا} other {خلال آخر # يوم}}:',
    share:
      '- {device} تمت مشاركته مع {email} بصلاحية {privilege, select, owner {مالك} unrestricted {غير مقيّدة} other {محدودة}} في {date}',
    revokeAdvice: 'ألغِ أي مشاركة لم تقم بها.',
    noShares:
      'لم يشارك حسابك أي جهاز {days, plural, zero {خلال # يوم} one {خلال اليوم الأخير} two {خلال اليومين الأخيرين} few {خلال آخر # أيام} many {خلال آخر # يومًا} other {خلال آخر # يوم}}.',
    reviewAction: 'مراجعة مشاركاتك الأخيرة',
  },
});
