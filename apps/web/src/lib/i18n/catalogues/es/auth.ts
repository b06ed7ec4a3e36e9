import type { auth as english } from '../en/auth';

export const auth = {
  'auth.email': 'Correo electrónico',
  'auth.password': 'Contraseña',
  'auth.name': 'Nombre',
  'auth.continue': 'Continuar',
  'auth.forgotPassword': '¿Olvidaste tu contraseña?',
  'auth.signIn': 'Inicia sesión',
  'auth.footer.label': 'Información legal y contacto',
  'auth.footer.contact': 'Contacto',
  'auth.footer.privacy': 'Política de privacidad',
  'auth.footer.terms': 'Términos',
  'auth.login.noAccount': '¿No tienes cuenta?',
  'auth.login.signUp': 'Regístrate',
  'auth.login.code': 'Código de autenticación',
  'auth.login.recoveryHint':
    'Si no tienes a mano tu app de autenticación, introduce uno de tus códigos de recuperación (xxxxx-xxxxx).',
  'auth.signup.haveAccount': '¿Ya tienes cuenta?',
  'auth.forgot.intro':
    'Introduce el correo electrónico con el que te registraste y te enviaremos instrucciones para restablecer tu contraseña.',
  'auth.forgot.remembered': '¿Ya la recuerdas?',
  'auth.forgot.backToSignIn': 'Volver a iniciar sesión',
  'auth.reset.intro': 'Elige una contraseña nueva para tu cuenta.',
  'auth.reset.newPassword': 'Nueva contraseña',
  'auth.reset.confirmPassword': 'Confirmar contraseña',
  'auth.choosePassword.intro':
    'Elige la contraseña de la cuenta que se creó para ti: también sirve para verificar tu correo electrónico.',
  'auth.resend.intro':
    'Te hemos enviado un correo de verificación. Abre el enlace que contiene para activar tu cuenta. Si no te ha llegado, revisa la carpeta de spam o haz clic en Reenviar para recibir otro.',
  'auth.resend.submit': 'Reenviar',
  'auth.resend.verified': '¿Ya lo verificaste?',
  'auth.verify.title': 'Verifica tu correo electrónico',
  'auth.verify.submit': 'Verificar',
} satisfies Record<keyof typeof english, string>;
