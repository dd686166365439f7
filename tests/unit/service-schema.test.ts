import { describe, expect, it } from 'vitest';
import { categorySlugs, serviceSchema } from '../../src/schemas/service';
import { servicePageSchema } from '../../src/schemas/service-page';
import { servicesPageSchema } from '../../src/schemas/services-overview';
import { loadCategories, loadServicePage, loadServices, loadServicesPage } from '../support/content';

const messages = (schema: typeof serviceSchema | typeof servicePageSchema, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

/** The committed services (each checked by the schema as it loads); the first is the base the cases below break. */
const services = loadServices();
const service = services[0]!.data;

describe('service schema', () => {
  it('accepts the committed service pages', () => {
    expect(services.length).toBeGreaterThan(0);
  });

  it('knows the category pages and nothing else', () => {
    expect(
      loadCategories()
        .map((category) => category.id)
        .sort(),
    ).toEqual([...categorySlugs].sort());
  });

  it('rejects an unknown key instead of dropping it, naming the key', () => {
    expect(messages(serviceSchema, { ...service, subtitle: 'A misspelled summary' })).toEqual([
      ': Unrecognized key: "subtitle"',
    ]);
  });

  it('asks for a missing heading in words a writer understands', () => {
    const { heading: _dropped, ...withoutHeading } = service;
    expect(messages(serviceSchema, withoutHeading)).toEqual([
      'heading: Write the page heading (`heading:`), the big title at the top of the page.',
    ]);
    expect(messages(serviceSchema, { ...service, heading: '   ' })).toEqual([
      'heading: Write the page heading (`heading:`), the big title at the top of the page.',
    ]);
  });

  it('lists the category names when the category is unknown', () => {
    const [message] = messages(serviceSchema, { ...service, category: 'crm' });
    expect(message).toMatch(/^category: Write one of the category file names: /);
    for (const slug of categorySlugs) expect(message).toContain(slug);
  });

  it('keeps the highlights between three and six', () => {
    expect(messages(serviceSchema, { ...service, highlights: ['One', 'Two'] })).toEqual([
      'highlights: Write at least three highlights.',
    ]);
    expect(messages(serviceSchema, { ...service, highlights: Array(7).fill('A highlight') })[0]).toMatch(
      /^highlights: Write at most six/,
    );
  });
});

describe('shared service page wording', () => {
  it('accepts content/pages/service.yaml', () => {
    expect(messages(servicePageSchema, loadServicePage())).toEqual([]);
  });
});

describe('services overview wording', () => {
  it('marks a category of content/categories/ current when the page opens, and names them all when it is not one', () => {
    const page = loadServicesPage();
    expect(categorySlugs).toContain(page.initialCategory);
    const result = servicesPageSchema.safeParse({ ...page, initialCategory: 'markting' });
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      `initialCategory: Write one of the category file names: ${categorySlugs.join(', ')}.`,
    ]);
  });
});
