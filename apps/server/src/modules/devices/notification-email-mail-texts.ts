import { defineMailTexts } from '../../adapters/mail/index.js';

/** The mail asking a new notification address whether it wants a device's alerts. */
export const notificationEmailMailTexts = defineMailTexts({
  en: {
    subject: '{product}: confirm device alerts',
    added:
      'This address was added to receive the alerts (SOS, geo-fence, motion, water, temperature) of the device with the serial number {serial} in {product}.',
    untilConfirmed: 'No alert is mailed to it until you confirm.',
    action: 'Confirm the alerts',
    footer:
      "You receive this because someone added this address to a device's alerts in {product}. If you did not expect this, ignore this email: nothing more will be sent to you.",
  },
  es: {
    subject: '{product}: confirma las alertas del dispositivo',
    added:
      'Esta dirección se añadió para recibir las alertas (SOS, geocerca, movimiento, agua, temperatura) del dispositivo con el número de serie {serial} en {product}.',
    untilConfirmed: 'No se le enviará ninguna alerta hasta que confirmes.',
    action: 'Confirmar las alertas',
    footer:
      'Recibes este correo porque alguien añadió esta dirección a las alertas de un dispositivo en {product}. Si no lo esperabas, ignora este correo: no se te enviará nada más.',
  },
  de: {
    subject: '{product}: Gerätealarme bestätigen',
    added:
      'Diese Adresse wurde hinzugefügt, um die Alarme (SOS, Geofence, Bewegung, Wasser, Temperatur) des Geräts mit der Seriennummer {serial} in {product} zu erhalten.',
    untilConfirmed: 'Bis du bestätigst, wird kein Alarm an sie gesendet.',
    action: 'Alarme bestätigen',
    footer:
      'Du erhältst diese E-Mail, weil jemand diese Adresse in {product} zu den Alarmen eines Geräts hinzugefügt hat. Wenn du das nicht erwartet hast, ignoriere diese E-Mail: Du erhältst dann nichts weiter.',
  },
  ar: {
    subject: '{product}: تأكيد تنبيهات الجهاز',
    added:
      'أُضيف هذا العنوان لتلقي تنبيهات الجهاز ذي الرقم التسلسلي {serial} في {product} (SOS، السياج الجغرافي، الحركة، الماء، درجة الحرارة).',
    untilConfirmed: 'لن يُرسل إليه أي تنبيه حتى تؤكد.',
    action: 'تأكيد التنبيهات',
    footer:
      'تصلك هذه الرسالة لأن أحدهم أضاف هذا العنوان إلى تنبيهات جهاز في {product}. إن لم تكن تتوقع ذلك، فتجاهل هذه الرسالة: لن يُرسل إليك شيء آخر.',
  },
});
