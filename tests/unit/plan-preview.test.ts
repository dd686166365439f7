import { describe, expect, it } from 'vitest';
import { BILLING_PERIODS, previewsFor, previewUrl, withPreviews } from '../../src/lib/plan-preview';
import { loadPlans, loadSettings } from '../support/content';

const previews = {
  'social-planner': { monthly: 'https://checkout.example.com/sp/m', yearly: 'https://checkout.example.com/sp/y' },
  starter: { monthly: 'https://checkout.example.com/st/m', yearly: 'https://checkout.example.com/st/y' },
  premium: { monthly: 'https://checkout.example.com/pr/m', yearly: 'https://checkout.example.com/pr/y' },
};

describe('previewUrl', () => {
  it('picks the page for each plan and billing period', () => {
    expect(previewUrl(previews.starter, 'monthly')).toBe('https://checkout.example.com/st/m');
    expect(previewUrl(previews.starter, 'yearly')).toBe('https://checkout.example.com/st/y');
    expect(previewUrl(previewsFor('premium', previews), 'yearly')).toBe('https://checkout.example.com/pr/y');
  });
  it('gives every committed plan and period its own page', () => {
    const plans = loadPlans().map((plan) => ({ id: plan.id }));
    const urls = withPreviews(plans, loadSettings().planPreviews).flatMap((plan) =>
      BILLING_PERIODS.map((period) => previewUrl(plan.previews, period)),
    );
    expect(urls).toHaveLength(plans.length * BILLING_PERIODS.length);
    expect(new Set(urls).size).toBe(urls.length);
  });
});

describe('withPreviews', () => {
  it('attaches each plan its own pair and keeps the plan fields and order', () => {
    const joined = withPreviews(
      [
        { id: 'premium', name: 'Gold' },
        { id: 'starter', name: 'Silver' },
      ],
      previews,
    );
    expect(joined).toEqual([
      { id: 'premium', name: 'Gold', previews: previews.premium },
      { id: 'starter', name: 'Silver', previews: previews.starter },
    ]);
  });
  it('fails loudly, naming the plan and the settings field, when a plan has no preview URLs', () => {
    const { premium: _omitted, ...withoutPremium } = previews;
    expect(() => withPreviews([{ id: 'starter' }, { id: 'premium' }], withoutPremium)).toThrow(
      /The plan "premium" \(content\/plans\/premium\.yaml\) has no preview URLs: add planPreviews\.premium .*content\/settings\/site\.yaml/,
    );
  });
  it('does not take an inherited object key for a plan id', () => {
    expect(() => previewsFor('constructor', previews)).toThrow(/planPreviews\.constructor/);
  });
});
