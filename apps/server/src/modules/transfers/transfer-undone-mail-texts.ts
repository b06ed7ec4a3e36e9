import { defineMailTexts } from '../../adapters/mail/index.js';

/** The mail to the seller of a sale that was undone: why, and what became of the money. */
export const transferUndoneMailTexts = defineMailTexts({
  en: {
    subject: 'The transfer of {device} did not go through',
    undone:
      '{outcome, select, cancelled {Your transfer of the tracker {device} (serial number {serial}) to {receiver} ({receiverEmail}) with the plan {plan} was cancelled.} other {Your transfer of the tracker {device} (serial number {serial}) to {receiver} ({receiverEmail}) with the plan {plan} could not be completed.}}',
    expired:
      'The receiver did not verify their email address within {days} days, so the transfer was cancelled and your payment refunded in full.',
    refunded:
      'The payment for it was refunded to your card; the refund is in your payment history and may take a few days to show on your statement.',
    voided: 'Nothing was charged for it: its invoice was voided.',
    stays: 'The tracker stays in your account, and you can transfer it again.',
    action: 'See my payments',
    footer:
      'You receive this because you started this transfer on {product}. If you have any questions, contact support.',
  },
  es: {
    subject: 'La transferencia de {device} no se completó',
    undone:
      '{outcome, select, cancelled {Tu transferencia del localizador {device} (número de serie {serial}) a {receiver} ({receiverEmail}) con el plan {plan} se canceló.} other {Tu transferencia del localizador {device} (número de serie {serial}) a {receiver} ({receiverEmail}) con el plan {plan} no se pudo completar.}}',
    expired:
      'La persona receptora no verificó su dirección de correo en {days, plural, one {# día} other {# días}}, así que la transferencia se canceló y se te reembolsó el pago completo.',
    refunded:
      'El pago se reembolsó a tu tarjeta; el reembolso está en tu historial de pagos y puede tardar unos días en aparecer en tu extracto.',
    voided: 'No se cobró nada: su factura se anuló.',
    stays: 'El localizador sigue en tu cuenta y puedes volver a transferirlo.',
    action: 'Ver mis pagos',
    footer:
      'Recibes este correo porque iniciaste esta transferencia en {product}. Si tienes alguna pregunta, contacta con soporte.',
  },
  de: {
    subject: 'Die Übertragung von {device} ist nicht zustande gekommen',
    undone:
      '{outcome, select, cancelled {Deine Übertragung des Trackers {device} (Seriennummer {serial}) an {receiver} ({receiverEmail}) mit dem Tarif {plan} wurde abgebrochen.} other {Deine Übertragung des Trackers {device} (Seriennummer {serial}) an {receiver} ({receiverEmail}) mit dem Tarif {plan} konnte nicht abgeschlossen werden.}}',
    expired:
      'Der Empfänger hat seine E-Mail-Adresse nicht innerhalb von {days, plural, one {# Tag} other {# Tagen}} bestätigt, daher wurde die Übertragung abgebrochen und deine Zahlung vollständig erstattet.',
    refunded:
      'Die Zahlung dafür wurde auf deine Karte erstattet; die Erstattung steht in deinem Zahlungsverlauf und kann einige Tage brauchen, bis sie auf deinem Kontoauszug erscheint.',
    voided: 'Dafür wurde nichts berechnet: Die Rechnung wurde storniert.',
    stays: 'Der Tracker bleibt in deinem Konto, und du kannst ihn erneut übertragen.',
    action: 'Meine Zahlungen ansehen',
    footer:
      'Du erhältst diese E-Mail, weil du diese Übertragung bei {product} gestartet hast. Wenn du Fragen hast, wende dich an den Support.',
  },
  ar: {
    subject: 'لم يكتمل نقل {device}',
    undone:
      '{outcome, select, cancelled {أُلغي نقلك لجهاز التتبع {device} (الرقم التسلسلي {serial}) إلى {receiver} ({receiverEmail}) مع الخطة {plan}.} other {تعذّر إتمام نقلك لجهاز التتبع {device} (الرقم التسلسلي {serial}) إلى {receiver} ({receiverEmail}) مع الخطة {plan}.}}',
    expired:
      'لم يؤكد المستلم عنوان بريده الإلكتروني خلال {days, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}، لذا أُلغي النقل واستُردت دفعتك بالكامل.',
    refunded:
      'استُردت الدفعة إلى بطاقتك، ويظهر المبلغ المسترد في سجل مدفوعاتك، وقد يستغرق بضعة أيام ليظهر في كشف حسابك.',
    voided: 'لم يُخصم أي مبلغ: أُلغيت فاتورته.',
    stays: 'يبقى جهاز التتبع في حسابك، ويمكنك نقله مجددًا.',
    action: 'عرض مدفوعاتي',
    footer: 'تصلك هذه الرسالة لأنك بدأت عملية النقل هذه في {product}. إن كانت لديك أي أسئلة، فتواصل مع الدعم.',
  },
});
