import type { Language } from '@lodestar/contract';
import { mailTextsIn, defineMailTexts } from './mail-texts.js';

/** The frame's own texts, the greeting of every mail to a person, and those every notice of a change to an account's sign-in ends with. */
export const templateTexts = defineMailTexts({
  en: {
    hello: 'Hello {name},',
    buttonFallback: 'If a button does not work, copy its address into your browser:',
    resetMyPassword: 'Reset my password',
    securityFooter:
      "You receive this because the sign-in of your {product} account changed. If it wasn't you, reset your password at once.",
  },
  es: {
    hello: 'Hola, {name}:',
    buttonFallback: 'Si un botón no funciona, copia su dirección en tu navegador:',
    resetMyPassword: 'Restablecer mi contraseña',
    securityFooter:
      'Recibes este correo porque cambió el inicio de sesión de tu cuenta de {product}. Si no fuiste tú, restablece tu contraseña de inmediato.',
  },
  de: {
    hello: 'Hallo {name},',
    buttonFallback: 'Falls eine Schaltfläche nicht funktioniert, kopiere ihre Adresse in deinen Browser:',
    resetMyPassword: 'Mein Passwort zurücksetzen',
    securityFooter:
      'Du erhältst diese E-Mail, weil sich die Anmeldung deines {product}-Kontos geändert hat. Wenn du das nicht warst, setze dein Passwort sofort zurück.',
  },
  ar: {
    hello: 'مرحبًا {name}،',
    buttonFallback: 'إذا لم يعمل أحد الأزرار، فانسخ عنوانه في متصفحك:',
    resetMyPassword: 'إعادة تعيين كلمة المرور',
    securityFooter:
      'تصلك هذه الرسالة لأن طريقة تسجيل الدخول إلى حسابك في {product} قد تغيّرت. إن لم تكن أنت من غيّرها، فأعد تعيين كلمة المرور فورًا.',
  },
});

/** "Hello Ada," in the reader's language. */
export const greeting = (language: Language, name: string): string =>
  mailTextsIn(templateTexts, language)('hello', { name });
