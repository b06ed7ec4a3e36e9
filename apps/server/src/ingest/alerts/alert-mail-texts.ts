import { defineMailTexts } from '../../adapters/mail/index.js';

/** The mail of a device's alert: what, when, where, what it measured, and why the address gets it. */
export const alertMailTexts = defineMailTexts({
  en: {
    label:
      '{alert, select, sos {SOS} motion {Motion} water {Water} temperature {Temperature} geofenceExit {Left the geofence} geofenceEntry {Entered the geofence} lowBattery {Low battery} silent {No reports} other {{alert}}}',
    subject: '{product}: {label} alert from {device}',
    sentence:
      '{alert, select, sos {{device} sent an SOS.} motion {{device} detected motion.} water {{device} detected water.} temperature {{device} reached its temperature threshold.} geofenceExit {{device} left its geofence.} geofenceEntry {{device} entered its geofence.} lowBattery {{device} is low on battery.} other {{device} has not reported for a while.}}',
    when: '{silent, select, yes {Last report} other {When}}: {time}',
    where: 'Where: {place}',
    noPosition: 'no position yet',
    reading: 'Reading: {reading}',
    amount:
      '{unit, select, c {{value, number, ::.# group-off} °C} f {{value, number, ::.# group-off} °F} percent {{value, number, ::.# group-off}%} other {{value, number, ::.# group-off} h}}',
    readingAbove: '{value} (alert at or above {threshold})',
    readingBelow: '{value} (alert at or below {threshold})',
    readingSilence: 'No report for {value} (alert after {threshold})',
    mapAction: 'Open the map',
    historyAction: 'See the history',
    footer:
      'You receive this because email alerts are on for {device} in {product}. Further {label} alerts of this device in the next 5 minutes are not mailed.',
  },
  es: {
    label:
      '{alert, select, sos {SOS} motion {Movimiento} water {Agua} temperature {Temperatura} geofenceExit {Salió de la geocerca} geofenceEntry {Entró en la geocerca} lowBattery {Batería baja} silent {Sin informes} other {{alert}}}',
    subject: '{product}: alerta «{label}» de {device}',
    sentence:
      '{alert, select, sos {{device} envió un SOS.} motion {{device} detectó movimiento.} water {{device} detectó agua.} temperature {{device} alcanzó su umbral de temperatura.} geofenceExit {{device} salió de su geocerca.} geofenceEntry {{device} entró en su geocerca.} lowBattery {{device} tiene poca batería.} other {{device} lleva un tiempo sin enviar informes.}}',
    when: '{silent, select, yes {Último informe} other {Cuándo}}: {time}',
    where: 'Dónde: {place}',
    noPosition: 'aún sin posición',
    reading: 'Lectura: {reading}',
    amount:
      '{unit, select, c {{value, number, ::.# group-off} °C} f {{value, number, ::.# group-off} °F} percent {{value, number, ::.# group-off} %} other {{value, number, ::.# group-off} h}}',
    readingAbove: '{value} (alerta con {threshold} o más)',
    readingBelow: '{value} (alerta con {threshold} o menos)',
    readingSilence: 'Sin informes durante {value} (alerta tras {threshold})',
    mapAction: 'Abrir el mapa',
    historyAction: 'Ver el historial',
    footer:
      'Recibes este correo porque las alertas por correo están activadas para {device} en {product}. No se enviarán por correo más alertas «{label}» de este dispositivo en los próximos 5 minutos.',
  },
  de: {
    label:
      '{alert, select, sos {SOS} motion {Bewegung} water {Wasser} temperature {Temperatur} geofenceExit {Geofence verlassen} geofenceEntry {Geofence betreten} lowBattery {Akku schwach} silent {Keine Meldungen} other {{alert}}}',
    subject: '{product}: Alarm „{label}“ von {device}',
    sentence:
      '{alert, select, sos {{device} hat einen SOS gesendet.} motion {{device} hat eine Bewegung erkannt.} water {{device} hat Wasser erkannt.} temperature {{device} hat den Temperatur-Schwellenwert erreicht.} geofenceExit {{device} hat den Geofence verlassen.} geofenceEntry {{device} hat den Geofence betreten.} lowBattery {Der Akku von {device} ist fast leer.} other {{device} hat sich seit einer Weile nicht gemeldet.}}',
    when: '{silent, select, yes {Letzte Meldung} other {Wann}}: {time}',
    where: 'Wo: {place}',
    noPosition: 'noch keine Position',
    reading: 'Messwert: {reading}',
    amount:
      '{unit, select, c {{value, number, ::.# group-off} °C} f {{value, number, ::.# group-off} °F} percent {{value, number, ::.# group-off} %} other {{value, number, ::.# group-off} Std.}}',
    readingAbove: '{value} (Alarm ab {threshold})',
    readingBelow: '{value} (Alarm bei {threshold} oder weniger)',
    readingSilence: 'Seit {value} keine Meldung (Alarm nach {threshold})',
    mapAction: 'Karte öffnen',
    historyAction: 'Verlauf ansehen',
    footer:
      'Du erhältst diese E-Mail, weil E-Mail-Alarme für {device} in {product} eingeschaltet sind. Weitere Alarme „{label}“ dieses Geräts werden in den nächsten 5 Minuten nicht per E-Mail gesendet.',
  },
  ar: {
    label:
      '{alert, select, sos {SOS} motion {حركة} water {ماء} temperature {درجة الحرارة} geofenceExit {غادر السياج الجغرافي} geofenceEntry {دخل السياج الجغرافي} lowBattery {بطارية منخفضة} silent {لا تقارير} other {{alert}}}',
    subject: '{product}: تنبيه «{label}» من {device}',
    sentence:
      '{alert, select, sos {أرسل {device} نداء SOS.} motion {رصد {device} حركة.} water {رصد {device} ماءً.} temperature {بلغ {device} حد درجة الحرارة المضبوط.} geofenceExit {غادر {device} سياجه الجغرافي.} geofenceEntry {دخل {device} سياجه الجغرافي.} lowBattery {بطارية {device} منخفضة.} other {لم يرسل {device} أي تقرير منذ مدة.}}',
    when: '{silent, select, yes {آخر تقرير} other {الوقت}}: {time}',
    where: 'المكان: {place}',
    noPosition: 'لا يوجد موقع بعد',
    reading: 'القراءة: {reading}',
    amount:
      '{unit, select, c {{value, number, ::.# group-off} °م} f {{value, number, ::.# group-off} °ف} percent {{value, number, ::.# group-off}%} other {{value, number, ::.# group-off} س}}',
    readingAbove: '{value} (تنبيه عند {threshold} أو أكثر)',
    readingBelow: '{value} (تنبيه عند {threshold} أو أقل)',
    readingSilence: 'لا تقارير منذ {value} (تنبيه بعد {threshold})',
    mapAction: 'فتح الخريطة',
    historyAction: 'عرض السجل',
    footer:
      'تصلك هذه الرسالة لأن تنبيهات البريد الإلكتروني مفعّلة للجهاز {device} في {product}. لن تُرسل بالبريد تنبيهات «{label}» أخرى من هذا الجهاز خلال الدقائق الخمس القادمة.',
  },
});
