import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { planPageSchema, planSchema } from '../../src/schemas/plan';

const read = (path: string) => parse(readFileSync(path, 'utf8'));
const starter = read('content/plans/starter.yaml');
const messages = (schema: typeof planSchema | typeof planPageSchema, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('plan schema', () => {
  it('accepts the committed plans', () => {
    for (const file of readdirSync('content/plans')) expect(messages(planSchema, read(`content/plans/${file}`)), file).toEqual([]);
  });
  it('holds the three plans of SPEC §9 with their euro prices', () => {
    const plans = Object.fromEntries(['social-planner', 'starter', 'premium'].map((id) => [id, planSchema.parse(read(`content/plans/${id}.yaml`))]));
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
  const page = read('content/pages/plan.yaml');
  it('accepts the committed page copy', () => {
    expect(messages(planPageSchema, page)).toEqual([]);
  });
  it('holds the texts SPEC.md fixes', () => {
    const parsed = planPageSchema.parse(page);
    expect(parsed.heading).toBe('Find the Perfect Plan for Your Budget');
    expect(parsed.billing.yearlyBadge).toBe('25% Off');
    expect(parsed.ctaLabel).toBe('GET STARTED');
    expect(parsed.popup.closeLabel).toBe('Close');
  });
  it('insists the spinner text names the plan', () => {
    expect(messages(planPageSchema, { ...page, popup: { ...page.popup, loading: 'Loading…' } })).toEqual([
      'popup.loading: Write "{plan}" where the plan\'s name goes, e.g. "Loading the {plan} plan…".',
    ]);
  });
});
