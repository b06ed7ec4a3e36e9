import { defineMailTexts } from '../../adapters/mail/index.js';

/** The notice that two-step sign-in went on or off. */
export const twoStepMailTexts = defineMailTexts({
  en: {
    subject: '{product}: two-step sign-in was turned {state, select, on {on} other {off}}',
    changed:
      'Two-step sign-in was turned {state, select, on {on} other {off}} for your {product} account on {time}.',
    meaning:
      '{state, select, on {Signing in now asks for a code from your authenticator app as well as your password.} other {Signing in now asks only for your password.}}',
    ifNotYou:
      "{state, select, on {If it wasn't you, someone knows your password: reset it now, and contact support if you cannot sign in any more.} other {If it wasn't you, someone knows your password: reset it now, then turn two-step sign-in on again on your account page.}}",
  },
  es: {
    subject: '{product}: se {state, select, on {activó} other {desactivó}} el inicio de sesión en dos pasos',
    changed:
      'El inicio de sesión en dos pasos se {state, select, on {activó} other {desactivó}} en tu cuenta de {product} el {time}.',
    meaning:
      '{state, select, on {Ahora, para iniciar sesión se pide un código de tu app de autenticación además de tu contraseña.} other {Ahora, para iniciar sesión solo se pide tu contraseña.}}',
    ifNotYou:
      '{state, select, on {Si no fuiste tú, alguien conoce tu contraseña: restablécela ahora y contacta con soporte si ya no puedes iniciar sesión.} other {Si no fuiste tú, alguien conoce tu contraseña: restablécela ahora y vuelve a activar el inicio de sesión en dos pasos en la página de tu cuenta.}}',
  },
  de: {
    subject: '{product}: Die Zwei-Schritt-Anmeldung wurde {state, select, on {eingeschaltet} other {ausgeschaltet}}',
    changed:
      'Die Zwei-Schritt-Anmeldung wurde für dein {product}-Konto am {time} {state, select, on {eingeschaltet} other {ausgeschaltet}}.',
    meaning:
      '{state, select, on {Bei der Anmeldung wird jetzt zusätzlich zu deinem Passwort ein Code aus deiner Authenticator-App abgefragt.} other {Bei der Anmeldung wird jetzt nur noch dein Passwort abgefragt.}}',
    ifNotYou:
      '{state, select, on {Wenn du das nicht warst, kennt jemand dein Passwort: Setze es jetzt zurück und wende dich an den Support, falls du dich nicht mehr anmelden kannst.} other {Wenn du das nicht warst, kennt jemand dein Passwort: Setze es jetzt zurück und schalte die Zwei-Schritt-Anmeldung auf deiner Kontoseite wieder ein.}}',
  },
  ar: {
    subject: '{product}: تم {state, select, on {تفعيل} other {إيقاف}} تسجيل الدخول بخطوتين',
    changed: 'تم {state, select, on {تفعيل} other {إيقاف}} تسجيل الدخول بخطوتين لحسابك في {product} في {time}.',
    meaning:
      '{state, select, on {يطلب تسجيل الدخول الآن رمزًا من تطبيق المصادقة إلى جانب كلمة المرور.} other {يطلب تسجيل الدخول الآن كلمة المرور فقط.}}',
    ifNotYou:
      '{state, select, on {إن لم تكن أنت، فهناك من يعرف كلمة مرورك: أعد تعيينها الآن، وتواصل مع الدعم إن لم تعد قادرًا على تسجيل الدخول.} other {إن لم تكن أنت، فهناك من يعرف كلمة مرورك: أعد تعيينها الآن، ثم فعّل تسجيل الدخول بخطوتين مجددًا من صفحة حسابك.}}',
  },
});
