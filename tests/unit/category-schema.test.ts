import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { categorySchema } from '../../src/schemas/category';
import { serviceBlockSchema } from '../../src/schemas/service-block';
import { loadCategories } from '../support/content';

const block = {
  title: 'See every deal at a glance',
  description: 'Drag deals between stages and see what each one is worth.',
  subDescription: 'Stages, owners and values update for the whole team at once.',
  keyFeature: 'What it does',
  features: ['Custom stages', 'Weighted values'],
  fact: 'Did you know? Teams with a defined pipeline grow revenue 28% faster.',
  subfact: 'Source: customer survey, 2025.',
  cta: { label: 'Open a trial account', href: '/plan' },
  imageSrc: '/illustrations/sales-pipeline.svg',
  imageAlt: 'A pipeline board with deal cards in four columns.',
};

const category = {
  title: 'Sales tools',
  description: 'Pipelines, forecasts, quotes and tasks that help small sales teams close more deals every month.',
  name: 'Deals',
  order: 1,
  icon: 'trending-up',
  heading: 'Close more deals',
  subtitle: 'Pipelines your team keeps up to date.',
  intro: 'Everything from first call to signed quote.',
  cta: { label: 'Open a trial account', href: '/plan' },
  card: { description: 'Pipelines and quotes.', image: '/illustrations/card-sales.svg', imageAlt: '' },
  overview: {
    text: 'Sell from one board.',
    features: [
      { title: 'Pipelines', text: 'Drag and drop.' },
      { title: 'Quotes', text: 'Signed online.' },
    ],
  },
  blocks: [block, block, block, block],
  footer: {
    title: 'Why teams choose our sales tools',
    description: 'Because they are simple.',
    reasons: [
      { main: 'Fast', reason: 'Set up in a day.' },
      { main: 'Clear', reason: 'One board.' },
      { main: 'Fair', reason: 'One price.' },
    ],
    cta: { label: 'Try it for a fortnight', href: '/plan' },
  },
};

const messages = (schema: typeof serviceBlockSchema | typeof categorySchema, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('service block schema', () => {
  it('accepts a complete block', () => {
    expect(messages(serviceBlockSchema, block)).toEqual([]);
  });
  it('rejects a block with a missing field and names the field', () => {
    const { subDescription: _dropped, ...withoutSubDescription } = block;
    const found = messages(serviceBlockSchema, withoutSubDescription);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^subDescription: /);
  });
  it('rejects an empty field with a sentence a writer understands', () => {
    expect(messages(serviceBlockSchema, { ...block, keyFeature: '  ' })).toEqual([
      'keyFeature: This text must not be empty.',
    ]);
  });
  it('accepts a fact that starts with "Fact:"', () => {
    expect(messages(serviceBlockSchema, { ...block, fact: 'Fact: 42% of quotes are signed on a phone.' })).toEqual([]);
  });
  it('accepts a lead-in in another language, with French spacing', () => {
    for (const fact of ['Schon gewusst? 28 % mehr Abschlüsse.', 'Le saviez-vous\u202f? 28\u00a0% de ventes en plus.']) {
      expect(messages(serviceBlockSchema, { ...block, fact })).toEqual([]);
    }
  });
  it('rejects a fact without a lead-in', () => {
    expect(messages(serviceBlockSchema, { ...block, fact: 'Teams grow revenue 28% faster.' })).toEqual([
      'fact: Start the fact with a short lead-in ending in "?" or ":", such as "Did you know?" or "Fact:".',
    ]);
  });
  it('rejects a fact without a percentage to highlight', () => {
    expect(messages(serviceBlockSchema, { ...block, fact: 'Fact: pipelines help.' })).toEqual([
      'fact: Give the fact at least one percentage, e.g. "37%"; it is highlighted on the page.',
    ]);
  });
  it('rejects a misspelled key instead of dropping it', () => {
    expect(messages(serviceBlockSchema, { ...block, subfacts: 'x' }).join()).toMatch(/subfacts/);
  });
});

describe('category schema', () => {
  it('accepts a complete category', () => {
    expect(messages(categorySchema, category)).toEqual([]);
  });
  it('names the block and field that is missing', () => {
    const { fact: _dropped, ...withoutFact } = block;
    expect(messages(categorySchema, { ...category, blocks: [block, block, withoutFact, block] })[0]).toMatch(
      /^blocks\.2\.fact: /,
    );
  });
  it('asks for four or five blocks', () => {
    expect(messages(categorySchema, { ...category, blocks: [block, block, block] })).toEqual([
      'blocks: Write at least four blocks.',
    ]);
    expect(messages(categorySchema, { ...category, blocks: Array(6).fill(block) })).toEqual([
      'blocks: Write at most five blocks.',
    ]);
  });
  it('asks for exactly three footer reasons', () => {
    const reasons = category.footer.reasons.slice(0, 2);
    expect(messages(categorySchema, { ...category, footer: { ...category.footer, reasons } })).toEqual([
      'footer.reasons: Write exactly three reasons.',
    ]);
  });
});

describe('the committed categories', () => {
  const categories = loadCategories();
  it('each have their own place in the menus', () => {
    expect(new Set(categories.map((category) => category.data.order)).size).toBe(categories.length);
  });
  for (const { id, data } of categories) {
    it(`${id} points at illustrations that exist`, () => {
      const images = [data.card.image, ...data.blocks.map((block) => block.imageSrc)];
      expect(
        images.filter((image) => !existsSync(`public${image}`)),
        'missing files in public/',
      ).toEqual([]);
    });
  }
});
