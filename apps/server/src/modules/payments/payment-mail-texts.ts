import { defineMailTexts } from '../../adapters/mail/index.js';

/** The mails about a payer's payments: a receipt, a refund, a failed renewal, one the bank holds, a card that expires. */
export const paymentMailTexts = defineMailTexts({
  en: {
    receiptSubject: 'Your {product} receipt: {amount}',
    received: 'Thank you: we received {amount} for {description}.',
    paidCreditAndCard: 'Your account credit paid {credit} and your card {card}.',
    paidCredit: 'Your account credit paid it all; nothing was charged to your card.',
    paidCard: 'It was charged to your card.',
    paidCode: 'Your code covered it in full; nothing was charged to your card.',
    invoiceReady: 'Invoice {number} is in your payment history, as a PDF too.',
    receiptAction: 'See your payments and invoices',
    refundSubject: 'Your {product} refund: {amount}',
    refundedSplit:
      'We have refunded {amount} ({description}): {card} to your card and {credit} to your account credit.',
    refundedCard: 'We have refunded {amount} to your card ({description}).',
    bankDelay: 'Your bank may take 5 to 10 business days to show it.',
    refundedCredit: '{amount} went back to your account credit ({description}); your next payments use it first.',
    creditNoteReady: 'Credit note {number} is in your payment history, as a PDF too.',
    refundAction: 'See your payments and refunds',
    failedSubject: 'Your {product} payment of {amount} did not go through',
    lastFailedSubject:
      '{end, select, cancel {Your {product} plan has ended and your tracker is offline: the last payment failed} unpaid {Your {product} plan is suspended: the last payment failed} other {The last attempt at your {product} payment did not go through}}',
    notTaken: 'We could not take {amount} for {description} from your card.',
    retryOn:
      'We will try again on {date}. Update your card before then to keep your tracker online; a new default card is charged at once.',
    lastAttempt:
      "{end, select, cancel {This was the last attempt, so the plan has ended and your tracker is offline. Update your card and choose the plan again to bring it back online.} unpaid {This was the last attempt: your tracker's line is suspended until the plan is paid. Update your card: a new default card pays it at once.} other {This was the last attempt: update your card to keep your tracker online.}}",
    updateCardAction: 'Update your card',
    confirmSubject: 'Your bank asks you to confirm a {product} payment of {amount}',
    confirmLine: 'Your bank asks you to confirm the payment of {amount} for {description} before it goes through.',
    confirmSteps:
      'It takes a moment: open the page below, check the amount, and confirm with your bank. Until then the plan is unpaid.',
    confirmAction: 'Confirm the payment',
    expiringSubject: 'Your card ending in {last4} expires at the end of {expiry}',
    expiringLine:
      'The {brand} card ending in {last4} pays for your plans on {product} and expires at the end of {expiry}.',
    expiringAdvice: 'Add a new card before then, so your trackers stay online.',
  },
  es: {
    receiptSubject: 'Tu recibo de {product}: {amount}',
    received: 'Gracias: hemos recibido {amount} por {description}.',
    paidCreditAndCard: 'El saldo de tu cuenta pagó {credit} y tu tarjeta, {card}.',
    paidCredit: 'El saldo de tu cuenta lo pagó todo; no se cobró nada a tu tarjeta.',
    paidCard: 'Se cobró a tu tarjeta.',
    paidCode: 'Tu código lo cubrió por completo; no se cobró nada a tu tarjeta.',
    invoiceReady: 'La factura {number} está en tu historial de pagos, también en PDF.',
    receiptAction: 'Ver tus pagos y facturas',
    refundSubject: 'Tu reembolso de {product}: {amount}',
    refundedSplit:
      'Te hemos reembolsado {amount} ({description}): {card} a tu tarjeta y {credit} al saldo de tu cuenta.',
    refundedCard: 'Te hemos reembolsado {amount} a tu tarjeta ({description}).',
    bankDelay: 'Tu banco puede tardar de 5 a 10 días hábiles en mostrarlo.',
    refundedCredit:
      'Hemos devuelto {amount} al saldo de tu cuenta ({description}); tus próximos pagos lo usarán primero.',
    creditNoteReady: 'La nota de crédito {number} está en tu historial de pagos, también en PDF.',
    refundAction: 'Ver tus pagos y reembolsos',
    failedSubject: 'Tu pago de {amount} en {product} no se pudo completar',
    lastFailedSubject:
      '{end, select, cancel {Tu plan de {product} ha terminado y tu localizador está sin conexión: el último pago falló} unpaid {Tu plan de {product} está suspendido: el último pago falló} other {El último intento de tu pago de {product} no se pudo completar}}',
    notTaken: 'No pudimos cobrar {amount} por {description} a tu tarjeta.',
    retryOn:
      'Lo volveremos a intentar el {date}. Actualiza tu tarjeta antes para que tu localizador siga conectado; a una tarjeta predeterminada nueva se le cobra al instante.',
    lastAttempt:
      '{end, select, cancel {Este era el último intento, así que el plan ha terminado y tu localizador está sin conexión. Actualiza tu tarjeta y vuelve a elegir el plan para reconectarlo.} unpaid {Este era el último intento: la línea de tu localizador queda suspendida hasta que se pague el plan. Actualiza tu tarjeta: una tarjeta predeterminada nueva lo paga al instante.} other {Este era el último intento: actualiza tu tarjeta para que tu localizador siga conectado.}}',
    updateCardAction: 'Actualizar tu tarjeta',
    confirmSubject: 'Tu banco te pide confirmar un pago de {amount} en {product}',
    confirmLine: 'Tu banco te pide confirmar el pago de {amount} por {description} antes de completarlo.',
    confirmSteps:
      'Solo lleva un momento: abre la página de abajo, comprueba el importe y confírmalo con tu banco. Hasta entonces, el plan queda sin pagar.',
    confirmAction: 'Confirmar el pago',
    expiringSubject: 'Tu tarjeta terminada en {last4} caduca a finales de {expiry}',
    expiringLine:
      'La tarjeta {brand} terminada en {last4} paga tus planes en {product} y caduca a finales de {expiry}.',
    expiringAdvice: 'Añade una tarjeta nueva antes de esa fecha para que tus localizadores sigan conectados.',
  },
  de: {
    receiptSubject: 'Dein {product}-Zahlungsbeleg: {amount}',
    received: 'Danke: Wir haben {amount} für {description} erhalten.',
    paidCreditAndCard: 'Dein Guthaben hat {credit} bezahlt und deine Karte {card}.',
    paidCredit: 'Dein Guthaben hat alles bezahlt; deine Karte wurde nicht belastet.',
    paidCard: 'Der Betrag wurde deiner Karte belastet.',
    paidCode: 'Dein Code hat alles abgedeckt; deine Karte wurde nicht belastet.',
    invoiceReady: 'Die Rechnung {number} findest du in deinem Zahlungsverlauf, auch als PDF.',
    receiptAction: 'Zahlungen und Rechnungen ansehen',
    refundSubject: 'Deine {product}-Erstattung: {amount}',
    refundedSplit:
      'Wir haben {amount} erstattet ({description}): {card} auf deine Karte und {credit} auf dein Guthaben.',
    refundedCard: 'Wir haben {amount} auf deine Karte erstattet ({description}).',
    bankDelay: 'Es kann 5 bis 10 Werktage dauern, bis deine Bank die Erstattung anzeigt.',
    refundedCredit:
      '{amount} wurden deinem Guthaben gutgeschrieben ({description}); deine nächsten Zahlungen nutzen es zuerst.',
    creditNoteReady: 'Die Gutschrift {number} findest du in deinem Zahlungsverlauf, auch als PDF.',
    refundAction: 'Zahlungen und Erstattungen ansehen',
    failedSubject: 'Deine {product}-Zahlung über {amount} ist nicht durchgegangen',
    lastFailedSubject:
      '{end, select, cancel {Dein {product}-Tarif ist beendet und dein Tracker offline: Die letzte Zahlung ist fehlgeschlagen} unpaid {Dein {product}-Tarif ist ausgesetzt: Die letzte Zahlung ist fehlgeschlagen} other {Der letzte Versuch deiner {product}-Zahlung ist nicht durchgegangen}}',
    notTaken: 'Wir konnten {amount} für {description} nicht von deiner Karte abbuchen.',
    retryOn:
      'Wir versuchen es am {date} erneut. Aktualisiere vorher deine Karte, damit dein Tracker online bleibt; eine neue Standardkarte wird sofort belastet.',
    lastAttempt:
      '{end, select, cancel {Das war der letzte Versuch, daher ist der Tarif beendet und dein Tracker offline. Aktualisiere deine Karte und wähle den Tarif erneut, um ihn wieder online zu bringen.} unpaid {Das war der letzte Versuch: Die Mobilfunkverbindung deines Trackers ist gesperrt, bis der Tarif bezahlt ist. Aktualisiere deine Karte: Eine neue Standardkarte bezahlt ihn sofort.} other {Das war der letzte Versuch: Aktualisiere deine Karte, damit dein Tracker online bleibt.}}',
    updateCardAction: 'Karte aktualisieren',
    confirmSubject: 'Deine Bank bittet dich, eine {product}-Zahlung über {amount} zu bestätigen',
    confirmLine:
      'Deine Bank bittet dich, die Zahlung über {amount} für {description} zu bestätigen, bevor sie durchgeht.',
    confirmSteps:
      'Das dauert nur einen Moment: Öffne die Seite unten, prüfe den Betrag und bestätige ihn bei deiner Bank. Bis dahin ist der Tarif unbezahlt.',
    confirmAction: 'Zahlung bestätigen',
    expiringSubject: 'Deine Karte mit der Endung {last4} läuft Ende {expiry} ab',
    expiringLine:
      'Die {brand}-Karte mit der Endung {last4} bezahlt deine Tarife bei {product} und läuft Ende {expiry} ab.',
    expiringAdvice: 'Füge vorher eine neue Karte hinzu, damit deine Tracker online bleiben.',
  },
  ar: {
    receiptSubject: 'إيصال {product}: {amount}',
    received: 'شكرًا لك: استلمنا {amount} مقابل {description}.',
    paidCreditAndCard: 'دفع رصيد حسابك {credit} ودفعت بطاقتك {card}.',
    paidCredit: 'دفع رصيد حسابك المبلغ كله، ولم يُخصم شيء من بطاقتك.',
    paidCard: 'خُصم المبلغ من بطاقتك.',
    paidCode: 'غطّى رمزك المبلغ بالكامل، ولم يُخصم شيء من بطاقتك.',
    invoiceReady: 'الفاتورة {number} موجودة في سجل مدفوعاتك، وبصيغة PDF أيضًا.',
    receiptAction: 'عرض مدفوعاتك وفواتيرك',
    refundSubject: 'استرداد من {product}: {amount}',
    refundedSplit: 'أعدنا إليك {amount} ({description}): {card} إلى بطاقتك و{credit} إلى رصيد حسابك.',
    refundedCard: 'أعدنا {amount} إلى بطاقتك ({description}).',
    bankDelay: 'قد يستغرق ظهور المبلغ لدى مصرفك من 5 إلى 10 أيام عمل.',
    refundedCredit: 'عاد {amount} إلى رصيد حسابك ({description})، وستستخدمه دفعاتك القادمة أولًا.',
    creditNoteReady: 'إشعار الدائن {number} موجود في سجل مدفوعاتك، وبصيغة PDF أيضًا.',
    refundAction: 'عرض مدفوعاتك والمبالغ المستردة',
    failedSubject: 'لم تتم دفعتك البالغة {amount} في {product}',
    lastFailedSubject:
      '{end, select, cancel {انتهت خطتك في {product} وأصبح جهاز التتبع غير متصل: فشلت الدفعة الأخيرة} unpaid {عُلّقت خطتك في {product}: فشلت الدفعة الأخيرة} other {لم تنجح المحاولة الأخيرة لدفعتك في {product}}}',
    notTaken: 'لم نتمكن من خصم {amount} مقابل {description} من بطاقتك.',
    retryOn:
      'سنحاول مجددًا في {date}. حدّث بطاقتك قبل ذلك ليبقى جهاز التتبع متصلًا، علمًا بأن البطاقة الافتراضية الجديدة يُخصم منها فورًا.',
    lastAttempt:
      '{end, select, cancel {كانت هذه المحاولة الأخيرة، لذا انتهت الخطة وأصبح جهاز التتبع غير متصل. حدّث بطاقتك واختر الخطة مجددًا لإعادته إلى الاتصال.} unpaid {كانت هذه المحاولة الأخيرة: خط جهاز التتبع معلّق حتى تُدفع الخطة. حدّث بطاقتك، فالبطاقة الافتراضية الجديدة تدفعها فورًا.} other {كانت هذه المحاولة الأخيرة: حدّث بطاقتك ليبقى جهاز التتبع متصلًا.}}',
    updateCardAction: 'تحديث بطاقتك',
    confirmSubject: 'يطلب منك مصرفك تأكيد دفعة في {product} بقيمة {amount}',
    confirmLine: 'يطلب منك مصرفك تأكيد دفعة {amount} مقابل {description} قبل إتمامها.',
    confirmSteps:
      'لن يستغرق ذلك سوى لحظة: افتح الصفحة أدناه، وتحقق من المبلغ، ثم أكّد الدفعة لدى مصرفك. حتى ذلك الحين تبقى الخطة غير مدفوعة.',
    confirmAction: 'تأكيد الدفعة',
    expiringSubject: 'تنتهي صلاحية بطاقتك المنتهية بـ {last4} في نهاية {expiry}',
    expiringLine: 'بطاقة {brand} المنتهية بـ {last4} تدفع خططك في {product}، وتنتهي صلاحيتها في نهاية {expiry}.',
    expiringAdvice: 'أضف بطاقة جديدة قبل ذلك لتبقى أجهزة التتبع لديك متصلة.',
  },
});
