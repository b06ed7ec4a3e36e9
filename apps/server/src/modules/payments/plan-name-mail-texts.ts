import { planDurationLabels, type Language, type PlanDuration } from '@lodestar/contract';
import { defineMailTexts, mailTextsIn } from '../../adapters/mail/index.js';

/** The catalogue's plan names that are its periods' names ("Monthly"), in each language; any other name as it is. */
export const planNameMailTexts = defineMailTexts({
  en: {
    planName:
      '{period, select, monthly {Monthly} quarterly {Quarterly} sixMonths {6 Months} yearly {Yearly} biYearly {Bi Yearly} other {{name}}}',
  },
  es: {
    planName:
      '{period, select, monthly {Mensual} quarterly {Trimestral} sixMonths {6 meses} yearly {Anual} biYearly {Bienal} other {{name}}}',
  },
  de: {
    planName:
      '{period, select, monthly {Monatlich} quarterly {Vierteljährlich} sixMonths {6 Monate} yearly {Jährlich} biYearly {Alle 2 Jahre} other {{name}}}',
  },
  ar: {
    planName:
      '{period, select, monthly {شهري} quarterly {ربع سنوي} sixMonths {6 أشهر} yearly {سنوي} biYearly {كل سنتين} other {{name}}}',
  },
});

const PERIODS: Partial<Record<PlanDuration, string>> = {
  monthly: 'monthly',
  quarterly: 'quarterly',
  'six-months': 'sixMonths',
  yearly: 'yearly',
  'bi-yearly': 'biYearly',
};

/** A plan's name in the reader's language when it is the name of its period ("Monthly"), else as the catalogue names it. */
export function planNameIn(language: Language, name: string): string {
  const duration = (Object.keys(PERIODS) as PlanDuration[]).find((key) => planDurationLabels[key] === name);
  return mailTextsIn(planNameMailTexts, language)('planName', {
    period: (duration && PERIODS[duration]) ?? 'other',
    name,
  });
}
