import { defineMailTexts } from '../../adapters/mail/index.js';

/** The mails of a transfer: the account a seller made for its receiver, and both sides of a finished one. */
export const transferMailTexts = defineMailTexts({
  en: {
    welcomeSubject: 'Your {product} account is ready',
    welcomeLine:
      '{seller} ({sellerEmail}) created a {product} account for you, so that they can hand a tracker over to you.',
    welcomeChoose: 'Choose your password to verify your email address and sign in. The link works once and for 7 days.',
    welcomeAction: 'Choose my password',
    welcomeFooter:
      'You receive this because {seller} made a {product} account for this address. If you did not expect this, you can ignore this email, or ask for a new link at {resetUrl}.',
    receivedSubject: '{device} is now in your {product} account',
    receivedLine: '{seller} ({sellerEmail}) transferred the tracker {device} (serial number {serial}) to you.',
    receivedPlan:
      'Its plan, {plan}, is paid until {date}. It then renews on your own card: add one on the Payments page before that date.',
    receivedAction: 'Open my devices',
    receivedFooter:
      'You receive this because a tracker was transferred to your {product} account. The device, its history and its settings are yours now; earlier shares of it have ended.',
    handedSubject: '{device} was transferred to {receiver}',
    handedLine:
      'The tracker {device} (serial number {serial}) is now in the account of {receiver} ({receiverEmail}), with the plan {plan} paid until {date}.',
    handedLeft: 'It has left your account: its shares and group places have ended.',
    handedAction: 'See the payment',
    handedFooter:
      'You receive this because a tracker of your {product} account was transferred. If you did not make this transfer, contact support at once.',
  },
  es: {
    welcomeSubject: 'Tu cuenta de {product} está lista',
    welcomeLine:
      '{seller} ({sellerEmail}) creó una cuenta de {product} para ti, para poder transferirte un localizador.',
    welcomeChoose:
      'Elige tu contraseña para verificar tu dirección de correo e iniciar sesión. El enlace funciona una sola vez y durante 7 días.',
    welcomeAction: 'Elegir mi contraseña',
    welcomeFooter:
      'Recibes este correo porque {seller} creó una cuenta de {product} para esta dirección. Si no lo esperabas, puedes ignorar este correo o pedir un enlace nuevo en {resetUrl}.',
    receivedSubject: '{device} ya está en tu cuenta de {product}',
    receivedLine: '{seller} ({sellerEmail}) te transfirió el localizador {device} (número de serie {serial}).',
    receivedPlan:
      'Su plan, {plan}, está pagado hasta el {date}. Después se renovará con tu propia tarjeta: añade una en la página Pagos antes de esa fecha.',
    receivedAction: 'Abrir mis dispositivos',
    receivedFooter:
      'Recibes este correo porque se transfirió un localizador a tu cuenta de {product}. El dispositivo, su historial y su configuración ahora son tuyos; sus accesos compartidos anteriores han terminado.',
    handedSubject: '{device} se transfirió a {receiver}',
    handedLine:
      'El localizador {device} (número de serie {serial}) ya está en la cuenta de {receiver} ({receiverEmail}), con el plan {plan} pagado hasta el {date}.',
    handedLeft: 'Ha salido de tu cuenta: sus accesos compartidos y su pertenencia a grupos han terminado.',
    handedAction: 'Ver el pago',
    handedFooter:
      'Recibes este correo porque se transfirió un localizador de tu cuenta de {product}. Si no hiciste esta transferencia, contacta con soporte de inmediato.',
  },
  de: {
    welcomeSubject: 'Dein {product}-Konto ist bereit',
    welcomeLine:
      '{seller} ({sellerEmail}) hat ein {product}-Konto für dich angelegt, um dir einen Tracker zu übergeben.',
    welcomeChoose:
      'Wähle dein Passwort, um deine E-Mail-Adresse zu bestätigen und dich anzumelden. Der Link funktioniert einmal und 7 Tage lang.',
    welcomeAction: 'Mein Passwort wählen',
    welcomeFooter:
      'Du erhältst diese E-Mail, weil {seller} ein {product}-Konto für diese Adresse angelegt hat. Wenn du das nicht erwartet hast, kannst du diese E-Mail ignorieren oder unter {resetUrl} einen neuen Link anfordern.',
    receivedSubject: '{device} ist jetzt in deinem {product}-Konto',
    receivedLine: '{seller} ({sellerEmail}) hat dir den Tracker {device} (Seriennummer {serial}) übertragen.',
    receivedPlan:
      'Sein Tarif, {plan}, ist bis zum {date} bezahlt. Danach verlängert er sich über deine eigene Karte: Füge vor diesem Datum auf der Seite „Zahlungen“ eine hinzu.',
    receivedAction: 'Meine Geräte öffnen',
    receivedFooter:
      'Du erhältst diese E-Mail, weil ein Tracker auf dein {product}-Konto übertragen wurde. Das Gerät, sein Verlauf und seine Einstellungen gehören jetzt dir; frühere Freigaben sind beendet.',
    handedSubject: '{device} wurde an {receiver} übertragen',
    handedLine:
      'Der Tracker {device} (Seriennummer {serial}) ist jetzt im Konto von {receiver} ({receiverEmail}), mit dem Tarif {plan}, bezahlt bis zum {date}.',
    handedLeft: 'Er hat dein Konto verlassen: Seine Freigaben und Gruppenzugehörigkeiten sind beendet.',
    handedAction: 'Zahlung ansehen',
    handedFooter:
      'Du erhältst diese E-Mail, weil ein Tracker deines {product}-Kontos übertragen wurde. Wenn du diese Übertragung nicht veranlasst hast, wende dich sofort an den Support.',
  },
  ar: {
    welcomeSubject: 'حسابك في {product} جاهز',
    welcomeLine: 'أنشأ {seller} ({sellerEmail}) حسابًا لك في {product} ليتمكن من نقل جهاز تتبع إليك.',
    welcomeChoose: 'اختر كلمة مرورك لتأكيد عنوان بريدك الإلكتروني وتسجيل الدخول. يعمل الرابط مرة واحدة ولمدة 7 أيام.',
    welcomeAction: 'اختيار كلمة المرور',
    welcomeFooter:
      'تصلك هذه الرسالة لأن {seller} أنشأ حسابًا في {product} لهذا العنوان. إن لم تكن تتوقع ذلك، يمكنك تجاهل هذه الرسالة، أو طلب رابط جديد من {resetUrl}.',
    receivedSubject: 'أصبح {device} في حسابك في {product}',
    receivedLine: 'نقل {seller} ({sellerEmail}) إليك جهاز التتبع {device} (الرقم التسلسلي {serial}).',
    receivedPlan:
      'خطته، {plan}، مدفوعة حتى {date}. بعد ذلك تتجدد على بطاقتك الخاصة: أضف بطاقة في صفحة المدفوعات قبل ذلك التاريخ.',
    receivedAction: 'فتح أجهزتي',
    receivedFooter:
      'تصلك هذه الرسالة لأن جهاز تتبع نُقل إلى حسابك في {product}. أصبح الجهاز وسجله وإعداداته ملكك الآن، وانتهت مشاركاته السابقة.',
    handedSubject: 'نُقل {device} إلى {receiver}',
    handedLine:
      'أصبح جهاز التتبع {device} (الرقم التسلسلي {serial}) في حساب {receiver} ({receiverEmail})، مع الخطة {plan} مدفوعة حتى {date}.',
    handedLeft: 'غادر الجهاز حسابك: انتهت مشاركاته وعضويته في المجموعات.',
    handedAction: 'عرض الدفعة',
    handedFooter:
      'تصلك هذه الرسالة لأن جهاز تتبع من حسابك في {product} قد نُقل. إن لم تقم بهذا النقل، فتواصل مع الدعم فورًا.',
  },
});
