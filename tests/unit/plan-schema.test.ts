import { describe, expect, it } from 'vitest';
import { planPageSchema, planSchema } from '../../src/schemas/plan';
import { loadPlanPage, loadPlans } from '../support/content';

/** A committed plan, as the base that each case below breaks in one way. */
const starter = loadPlans()[0]!.data;
const messages = (schema: typeof planSchema | typeof planPageSchema, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('plan schema', () => {
  it('accepts the committed plans', () => {
    expect(loadPlans().length).toBeGreaterThan(0);
  });
  it('rejects a price written as a string, saying how to write it', () => {
    expect(messages(planSchema, { ...starter, monthly: '€197' })).toEqual([
      'monthly: Write the price as a plain number of euros, without quotes or a currency sign, e.g. 197, or 197.50 with cents (got "€197").',
    ]);
  });
  it('asks for a missing price', () => {
    const { yearly: _missing, ...withoutYearly } = starter;
    expect(messages(planSchema, withoutYearly)).toEqual(['yearly: Write the price in euros as a number, e.g. 1970.']);
  });
  it('rejects an unknown key, listing the keys a plan takes and where preview URLs go', () => {
    expect(messages(planSchema, { ...starter, previewUrl: 'https://checkout.example.com/starter' })).toEqual([
      ': Unknown key "previewUrl": a plan takes name, description, monthly, yearly, features, badge, order. ' +
        'The popup preview URLs belong in content/settings/site.yaml under planPreviews.',
    ]);
  });
  it('rejects a negative price and a short checklist', () => {
    expect(messages(planSchema, { ...starter, yearly: -1, features: ['CRM'] })).toEqual([
      'yearly: A price cannot be negative.',
      'features: List at least three features, one per line.',
    ]);
  });
});

describe('plans page schema', () => {
  const page = loadPlanPage();
  it('accepts the committed page copy', () => {
    expect(messages(planPageSchema, page)).toEqual([]);
  });
  it('insists the spinner text names the plan', () => {
    const found = messages(planPageSchema, { ...page, popup: { ...page.popup, loading: 'Loading…' } });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^popup\.loading: Write "\{plan\}" where the plan's name goes, e\.g\. /);
  });
});
