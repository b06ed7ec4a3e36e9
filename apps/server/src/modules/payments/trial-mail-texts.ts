import { defineMailTexts } from '../../adapters/mail/index.js';

/** The mails about a free trial: its start, and three days before its end; the first payment that follows it. */
export const trialMailTexts = defineMailTexts({
  en: {
    planFor: '{plan} for {device}',
    card: '{named, select, yes {your {brand} card ending in {last4}} other {your default card}}',
    startedSubject: 'Your free trial has started: {plan}',
    started: 'Your free trial of {plan} has started. It ends on {date}.',
    whenEnds:
      '{split, select, card {When it ends, {amount} (tax included) will be charged to {card}, and the plan renews until you cancel it.} other {When it ends, the first payment of {total} (tax included) is paid with {credit} of your account credit and {amount} from {card}, and the plan renews until you cancel it.}}',
    endingSubject:
      '{charged, select, yes {Your free trial ends on {date}: {amount} will be charged to your card} other {Your free trial ends on {date}: nothing will be charged to your card}}',
    endsThen:
      '{split, select, card {Your free trial of {plan} ends on {date}. Then {amount} (tax included) will be charged to {card}.} other {Your free trial of {plan} ends on {date}. Then the first payment of {total} (tax included) is paid with {credit} of your account credit and {amount} from {card}.}}',
    otherCard: 'To pay with another card, make it your default on the Payments page: {url}',
    cancelBefore: "Not for you? Cancel the plan on the tracker's Update Plan tab before {time} and nothing is charged.",
    planAction: "See the tracker's plan",
  },
  es: {
    planFor: '{plan} para {device}',
    card: '{named, select, yes {tu tarjeta {brand} terminada en {last4}} other {tu tarjeta predeterminada}}',
    startedSubject: 'Tu prueba gratuita ha empezado: {plan}',
    started: 'Tu prueba gratuita del plan {plan} ha empezado. Termina el {date}.',
    whenEnds:
      '{split, select, card {Cuando termine, se cobrarán {amount} (impuestos incluidos) a {card} y el plan se renovará hasta que lo canceles.} other {Cuando termine, el primer pago de {total} (impuestos incluidos) se pagará con {credit} del saldo de tu cuenta y {amount} de {card}, y el plan se renovará hasta que lo canceles.}}',
    endingSubject:
      '{charged, select, yes {Tu prueba gratuita termina el {date}: se cobrarán {amount} a tu tarjeta} other {Tu prueba gratuita termina el {date}: no se cobrará nada a tu tarjeta}}',
    endsThen:
      '{split, select, card {Tu prueba gratuita del plan {plan} termina el {date}. Después se cobrarán {amount} (impuestos incluidos) a {card}.} other {Tu prueba gratuita del plan {plan} termina el {date}. Después, el primer pago de {total} (impuestos incluidos) se pagará con {credit} del saldo de tu cuenta y {amount} de {card}.}}',
    otherCard: 'Para pagar con otra tarjeta, hazla tu tarjeta predeterminada en la página Pagos: {url}',
    cancelBefore:
      '¿No es para ti? Cancela el plan en la pestaña Actualizar plan del localizador antes del {time} y no se cobrará nada.',
    planAction: 'Ver el plan del localizador',
  },
  de: {
    planFor: '{plan} für {device}',
    card: '{named, select, yes {deiner {brand}-Karte mit der Endung {last4}} other {deiner Standardkarte}}',
    startedSubject: 'Deine kostenlose Testphase hat begonnen: {plan}',
    started: 'Deine kostenlose Testphase ({plan}) hat begonnen. Sie endet am {date}.',
    whenEnds:
      '{split, select, card {Wenn sie endet, werden {amount} (inkl. Steuern) {card} belastet, und der Tarif verlängert sich, bis du ihn kündigst.} other {Wenn sie endet, wird die erste Zahlung von {total} (inkl. Steuern) mit {credit} aus deinem Guthaben und {amount} von {card} bezahlt, und der Tarif verlängert sich, bis du ihn kündigst.}}',
    endingSubject:
      '{charged, select, yes {Deine kostenlose Testphase endet am {date}: {amount} werden deiner Karte belastet} other {Deine kostenlose Testphase endet am {date}: Deiner Karte wird nichts belastet}}',
    endsThen:
      '{split, select, card {Deine kostenlose Testphase ({plan}) endet am {date}. Dann werden {amount} (inkl. Steuern) {card} belastet.} other {Deine kostenlose Testphase ({plan}) endet am {date}. Dann wird die erste Zahlung von {total} (inkl. Steuern) mit {credit} aus deinem Guthaben und {amount} von {card} bezahlt.}}',
    otherCard:
      'Um mit einer anderen Karte zu bezahlen, mache sie auf der Seite „Zahlungen“ zu deiner Standardkarte: {url}',
    cancelBefore:
      'Doch nichts für dich? Kündige den Tarif vor dem {time} im Tab „Tarif aktualisieren“ des Trackers, dann wird nichts berechnet.',
    planAction: 'Tarif des Trackers ansehen',
  },
  ar: {
    planFor: '{plan} للجهاز {device}',
    card: '{named, select, yes {بطاقة {brand} المنتهية بـ {last4}} other {بطاقتك الافتراضية}}',
    startedSubject: 'بدأت فترتك التجريبية المجانية: {plan}',
    started: 'بدأت فترتك التجريبية المجانية ({plan}). تنتهي في {date}.',
    whenEnds:
      '{split, select, card {عند انتهائها، سيُخصم {amount} (شاملًا الضريبة) من {card}، وتتجدد الخطة إلى أن تلغيها.} other {عند انتهائها، تُدفع الدفعة الأولى البالغة {total} (شاملةً الضريبة) بمبلغ {credit} من رصيد حسابك و{amount} من {card}، وتتجدد الخطة إلى أن تلغيها.}}',
    endingSubject:
      '{charged, select, yes {تنتهي فترتك التجريبية المجانية في {date}: سيُخصم {amount} من بطاقتك} other {تنتهي فترتك التجريبية المجانية في {date}: لن يُخصم شيء من بطاقتك}}',
    endsThen:
      '{split, select, card {تنتهي فترتك التجريبية المجانية ({plan}) في {date}. بعدها سيُخصم {amount} (شاملًا الضريبة) من {card}.} other {تنتهي فترتك التجريبية المجانية ({plan}) في {date}. بعدها تُدفع الدفعة الأولى البالغة {total} (شاملةً الضريبة) بمبلغ {credit} من رصيد حسابك و{amount} من {card}.}}',
    otherCard: 'للدفع ببطاقة أخرى، اجعلها بطاقتك الافتراضية في صفحة المدفوعات: {url}',
    cancelBefore: 'ليست مناسبة لك؟ ألغِ الخطة من تبويب «تحديث الخطة» لجهاز التتبع قبل {time} ولن يُخصم شيء.',
    planAction: 'عرض خطة جهاز التتبع',
  },
});
