import type { auth as english } from '../en/auth';

export const auth = {
  'auth.email': 'E-Mail',
  'auth.password': 'Passwort',
  'auth.name': 'Name',
  'auth.continue': 'Weiter',
  'auth.forgotPassword': 'Passwort vergessen?',
  'auth.signIn': 'Anmelden',
  'auth.footer.label': 'Rechtliches und Kontakt',
  'auth.footer.contact': 'Kontakt',
  'auth.footer.privacy': 'Datenschutzerklärung',
  'auth.footer.terms': 'Nutzungsbedingungen',
  'auth.login.noAccount': 'Noch kein Konto?',
  'auth.login.signUp': 'Registrieren',
  'auth.login.code': 'Authentifizierungscode',
  'auth.login.recoveryHint':
    'Ohne deine Authenticator-App gibst du stattdessen einen deiner Wiederherstellungscodes (xxxxx-xxxxx) ein.',
  'auth.signup.haveAccount': 'Du hast schon ein Konto?',
  'auth.forgot.intro':
    'Gib die E-Mail-Adresse ein, mit der du dich registriert hast, und wir schicken dir eine Anleitung zum Zurücksetzen deines Passworts.',
  'auth.forgot.remembered': 'Doch wieder eingefallen?',
  'auth.forgot.backToSignIn': 'Zurück zur Anmeldung',
  'auth.reset.intro': 'Wähle ein neues Passwort für dein Konto.',
  'auth.reset.newPassword': 'Neues Passwort',
  'auth.reset.confirmPassword': 'Passwort bestätigen',
  'auth.choosePassword.intro':
    'Wähle das Passwort für das Konto, das für dich erstellt wurde: Damit bestätigst du auch deine E-Mail-Adresse.',
  'auth.resend.intro':
    'Wir haben dir eine Bestätigungs-E-Mail geschickt. Öffne den Link darin, um dein Konto zu aktivieren. Falls sie nicht angekommen ist, sieh in deinem Spam-Ordner nach oder klicke auf „Erneut senden“, um eine neue zu erhalten.',
  'auth.resend.submit': 'Erneut senden',
  'auth.resend.verified': 'Schon bestätigt?',
  'auth.verify.title': 'E-Mail-Adresse bestätigen',
  'auth.verify.submit': 'Bestätigen',
} satisfies Record<keyof typeof english, string>;
