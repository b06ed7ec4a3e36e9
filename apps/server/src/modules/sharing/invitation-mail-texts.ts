import { defineMailTexts } from '../../adapters/mail/index.js';

/** The invitations to a shared device or account: to the invitee's account, or to sign up for one. */
export const invitationMailTexts = defineMailTexts({
  en: {
    helloStranger: 'Hello,',
    signUpLine:
      'Sign up with this email address ({email}) to see it: the invitation waits for you once the address is verified.',
    openLine: 'Open the invitation to accept or decline it.',
    signUpAction: 'Sign up',
    viewAction: 'View the invitation',
    footer:
      'You receive this because someone shared with this address on {product}. If you do not know the sender, you can ignore this email.',
    deviceSubject: '{sharer} shared {device} with you',
    deviceLine: '{sharer} shared the device {device} with you on {product}.',
    theirWords: 'Their message: "{message}"',
    accountSubject: '{owner} shared their {product} account with you',
    accountLine: '{owner} ({ownerEmail}) invited you to see every device of their account on {product}.',
  },
  es: {
    helloStranger: 'Hola:',
    signUpLine:
      'Regístrate con esta dirección de correo ({email}) para verlo: la invitación te estará esperando en cuanto la dirección esté verificada.',
    openLine: 'Abre la invitación para aceptarla o rechazarla.',
    signUpAction: 'Registrarme',
    viewAction: 'Ver la invitación',
    footer:
      'Recibes este correo porque alguien compartió algo con esta dirección en {product}. Si no conoces al remitente, puedes ignorar este correo.',
    deviceSubject: '{sharer} compartió {device} contigo',
    deviceLine: '{sharer} compartió contigo el dispositivo {device} en {product}.',
    theirWords: 'Su mensaje: «{message}»',
    accountSubject: '{owner} compartió su cuenta de {product} contigo',
    accountLine: '{owner} ({ownerEmail}) te invitó a ver todos los dispositivos de su cuenta en {product}.',
  },
  de: {
    helloStranger: 'Hallo,',
    signUpLine:
      'Registriere dich mit dieser E-Mail-Adresse ({email}), um es zu sehen: Die Einladung wartet auf dich, sobald die Adresse bestätigt ist.',
    openLine: 'Öffne die Einladung, um sie anzunehmen oder abzulehnen.',
    signUpAction: 'Registrieren',
    viewAction: 'Einladung ansehen',
    footer:
      'Du erhältst diese E-Mail, weil jemand bei {product} etwas mit dieser Adresse geteilt hat. Wenn du den Absender nicht kennst, kannst du diese E-Mail ignorieren.',
    deviceSubject: '{sharer} hat {device} mit dir geteilt',
    deviceLine: '{sharer} hat das Gerät {device} bei {product} mit dir geteilt.',
    theirWords: 'Die Nachricht dazu: „{message}“',
    accountSubject: '{owner} hat ein {product}-Konto mit dir geteilt',
    accountLine: '{owner} ({ownerEmail}) hat dich eingeladen, alle Geräte dieses Kontos bei {product} zu sehen.',
  },
  ar: {
    helloStranger: 'مرحبًا،',
    signUpLine: 'أنشئ حسابًا بعنوان البريد الإلكتروني هذا ({email}) لتتمكن من رؤيتها: ستنتظرك الدعوة بعد تأكيد العنوان.',
    openLine: 'افتح الدعوة لقبولها أو رفضها.',
    signUpAction: 'إنشاء حساب',
    viewAction: 'عرض الدعوة',
    footer:
      'تصلك هذه الرسالة لأن أحدهم شارك شيئًا مع هذا العنوان في {product}. إن كنت لا تعرف المرسل، يمكنك تجاهل هذه الرسالة.',
    deviceSubject: 'شارك {sharer} الجهاز {device} معك',
    deviceLine: 'شارك {sharer} معك الجهاز {device} في {product}.',
    theirWords: 'الرسالة المرفقة: «{message}»',
    accountSubject: 'شارك {owner} حسابه في {product} معك',
    accountLine: 'دعاك {owner} ({ownerEmail}) لرؤية جميع أجهزة حسابه في {product}.',
  },
});
