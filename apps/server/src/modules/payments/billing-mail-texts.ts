import { defineMailTexts } from '../../adapters/mail/index.js';

/** What every mail to a payer says: why they get it, and what each coupon takes off a payment (its terms). */
export const billingMailTexts = defineMailTexts({
  en: {
    footer: 'You receive this because you pay for plans on {product}.',
    discountMade: 'Your discount took {amount} off this payment: {coverage}.',
    discountDue: 'Your discount takes {amount} off that payment: {coverage}.',
    off: '{kind, select, percent {{percent} % off} other {{amountOff} off}}',
    coverage:
      '{duration, select, once {{off} your first payment} forever {{off} every payment} other {{kind, select, percent {{off} for {months, plural, one {# month} other {# months}}} other {{off} each payment for {months, plural, one {# month} other {# months}}}}}}',
  },
  es: {
    footer: 'Recibes este correo porque pagas planes en {product}.',
    discountMade: 'Tu descuento restó {amount} a este pago: {coverage}.',
    discountDue: 'Tu descuento resta {amount} a ese pago: {coverage}.',
    off: '{kind, select, percent {{percent} % de descuento} other {{amountOff} de descuento}}',
    coverage:
      '{duration, select, once {{off} en tu primer pago} forever {{off} en cada pago} other {{kind, select, percent {{off} durante {months, plural, one {# mes} other {# meses}}} other {{off} en cada pago durante {months, plural, one {# mes} other {# meses}}}}}}',
  },
  de: {
    footer: 'Du erhältst diese E-Mail, weil du Tarife bei {product} bezahlst.',
    discountMade: 'Dein Rabatt hat {amount} von dieser Zahlung abgezogen: {coverage}.',
    discountDue: 'Dein Rabatt zieht {amount} von dieser Zahlung ab: {coverage}.',
    off: '{kind, select, percent {{percent} % Rabatt} other {{amountOff} Rabatt}}',
    coverage:
      '{duration, select, once {{off} auf deine erste Zahlung} forever {{off} auf jede Zahlung} other {{kind, select, percent {{off} für {months, plural, one {# Monat} other {# Monate}}} other {{off} auf jede Zahlung für {months, plural, one {# Monat} other {# Monate}}}}}}',
  },
  ar: {
    footer: 'تصلك هذه الرسالة لأنك تدفع مقابل خطط في {product}.',
    discountMade: 'وفّر لك الخصم {amount} من هذه الدفعة: {coverage}.',
    discountDue: 'يوفّر لك الخصم {amount} من تلك الدفعة: {coverage}.',
    off: '{kind, select, percent {خصم {percent}%} other {خصم {amountOff}}}',
    coverage:
      '{duration, select, once {{off} على دفعتك الأولى} forever {{off} على كل دفعة} other {{kind, select, percent {{off} لمدة {months, plural, zero {# شهر} one {شهر واحد} two {شهرين} few {# أشهر} many {# شهرًا} other {# شهر}}} other {{off} على كل دفعة لمدة {months, plural, zero {# شهر} one {شهر واحد} two {شهرين} few {# أشهر} many {# شهرًا} other {# شهر}}}}}}',
  },
});
