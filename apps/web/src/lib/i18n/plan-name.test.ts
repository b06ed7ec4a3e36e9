import { planDurationLabels } from '@lodestar/contract';
import { describe, expect, it } from 'vitest';
import { translateIn } from '../../test/translate';
import { loadCatalogue } from './catalogue';
import { planNameIn } from './plan-name';

const german = translateIn('de', await loadCatalogue('de'));

describe("a plan's name in the shown language", () => {
  it("gives a plan named after its period the period's name in the language, and English as the catalogue writes it", () => {
    expect(planNameIn(german, planDurationLabels.monthly)).toBe(german('planDurationLabels.monthly'));
    expect(planNameIn(german, planDurationLabels.monthly)).not.toBe(planDurationLabels.monthly);
    expect(planNameIn(translateIn('en'), planDurationLabels.yearly)).toBe(planDurationLabels.yearly);
  });

  it("keeps a name of the business's own as written", () => {
    expect(planNameIn(german, 'Premium Protect Monthly')).toBe('Premium Protect Monthly');
  });
});
