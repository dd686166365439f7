import { describe, expect, it } from 'vitest';
import { BILLING_PERIODS, previewsFor, previewUrl, withPreviews } from '../../src/lib/plan-preview';
import { loadSettings } from '../../src/lib/settings';

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
  it('gives six distinct pages for the committed settings', () => {
    const settings = loadSettings();
    const plans = ['social-planner', 'starter', 'premium'].map((id) => ({ id }));
    const urls = withPreviews(plans, settings.planPreviews).flatMap((plan) => BILLING_PERIODS.map((period) => previewUrl(plan.previews, period)));
    expect(urls).toHaveLength(6);
    expect(new Set(urls).size).toBe(6);
  });
});

describe('withPreviews', () => {
  it('attaches each plan its own pair and keeps the plan fields and order', () => {
    const joined = withPreviews([{ id: 'premium', name: 'Premium' }, { id: 'starter', name: '360 Starter' }], previews);
    expect(joined).toEqual([
      { id: 'premium', name: 'Premium', previews: previews.premium },
      { id: 'starter', name: '360 Starter', previews: previews.starter },
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
