import { describe, expect, it } from 'vitest';
import { orderPlans } from './plans.js';

describe('the order of plan cards', () => {
  it('is the shortest period first, whatever the badges; plans of one length keep the catalogue order', () => {
    const plans = [
      { name: 'Yearly', frequencyDays: 365, mostPopularPlan: true },
      { name: 'Bi Yearly', frequencyDays: 730, bestValuePlan: true },
      { name: 'Monthly', frequencyDays: 30 },
      { name: 'Travel Pass', frequencyDays: 10 },
      { name: 'Monthly Plus', frequencyDays: 30 },
    ];
    expect(orderPlans(plans).map((plan) => plan.name)).toEqual([
      'Travel Pass',
      'Monthly',
      'Monthly Plus',
      'Yearly',
      'Bi Yearly',
    ]);
  });
});
