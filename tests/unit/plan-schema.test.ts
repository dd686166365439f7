import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadContentFile } from '../../src/lib/content-file';
import { planPageSchema, planSchema } from '../../src/schemas/plan';

const plan = (id: string) => loadContentFile(`content/plans/${id}`, planSchema);
const starter = plan('starter.yaml');
const messages = (schema: typeof planSchema | typeof planPageSchema, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('plan schema', () => {
  it('accepts the committed plans', () => {
    for (const file of readdirSync('content/plans')) expect(() => plan(file), file).not.toThrow();
  });
  it('holds the three plans with their euro prices', () => {
    const plans = Object.fromEntries(['social-planner', 'starter', 'premium'].map((id) => [id, plan(`${id}.yaml`)]));
    expect(plans['social-planner']).toMatchObject({ name: 'Social Planner', monthly: 29, yearly: 99 });
    expect(plans.starter).toMatchObject({ name: '360 Starter', monthly: 197, yearly: 1970, badge: 'Most Popular' });
    expect(plans.premium).toMatchObject({ name: 'Premium', monthly: 299, yearly: 2999 });
    expect(Object.values(plans).filter((plan) => plan.badge)).toHaveLength(1);
  });
  it('rejects a price written as a string, saying how to write it', () => {
    expect(messages(planSchema, { ...starter, monthly: '€197' })).toEqual([
      'monthly: Write the price as a plain number of euros, without quotes or a currency sign, e.g. 197 (got "€197").',
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
  const page = loadContentFile('content/pages/plan.yaml', planPageSchema);
  it('accepts the committed page copy', () => {
    expect(messages(planPageSchema, page)).toEqual([]);
  });
  it('holds the fixed texts: heading, yearly badge, card button and close label', () => {
    expect(page.heading).toBe('Find the Perfect Plan for Your Budget');
    expect(page.billing.yearlyBadge).toBe('25% Off');
    expect(page.ctaLabel).toBe('GET STARTED');
    expect(page.popup.closeLabel).toBe('Close');
  });
  it('insists the spinner text names the plan', () => {
    expect(messages(planPageSchema, { ...page, popup: { ...page.popup, loading: 'Loading…' } })).toEqual([
      'popup.loading: Write "{plan}" where the plan\'s name goes, e.g. "Loading the {plan} plan…".',
    ]);
  });
});
