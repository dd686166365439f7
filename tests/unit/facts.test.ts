// Which fields of each schema are facts, the same in every language and written only in the files of content/,
// and which are words, which translations hold (src/schemas/facts.ts). The table pins every fact, so that a new
// field is classified on purpose: a field of words can be translated and a fact cannot, and a translation of a
// fact would drift from its English file.
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { defOf } from '../../scripts/content-check/zod-walk.mjs';
import { aboutPageSchema } from '../../src/schemas/about';
import { authorSchema, blogPageSchema, postSchema } from '../../src/schemas/blog';
import { categorySchema } from '../../src/schemas/category';
import { categoryPageSchema } from '../../src/schemas/category-page';
import { contactPageSchema } from '../../src/schemas/contact';
import { fact, factNoun } from '../../src/schemas/facts';
import { faqSchema } from '../../src/schemas/faq';
import { homePageSchema } from '../../src/schemas/home';
import { navigationSchema, redirectsSchema } from '../../src/schemas/navigation';
import { planPageSchema, planSchema } from '../../src/schemas/plan';
import { previewSchema } from '../../src/schemas/preview';
import { privacyPageSchema } from '../../src/schemas/privacy';
import { serviceSchema } from '../../src/schemas/service';
import { servicePageSchema } from '../../src/schemas/service-page';
import { servicesPageSchema } from '../../src/schemas/services-overview';
import { settingsSchema } from '../../src/schemas/settings';
import { testimonialSchema } from '../../src/schemas/testimonial';
import { wordsOnly } from '../../src/schemas/words-only';

type Field = { path: string; noun?: string; schema: z.ZodType };

/** Each field of a schema (`a.b`, a list's items as `[]`), with its noun when it is a fact. */
function fields(schema: z.ZodType, path = ''): Field[] {
  const noun = factNoun(schema);
  if (noun) return [{ path, noun, schema }];
  const def = defOf(schema);
  if (def.type === 'array') return fields(def.element, `${path}[]`);
  if (def.type === 'record') return fields(def.valueType, `${path}.*`);
  if (def.type === 'object')
    return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, field]) =>
      fields(field, path ? `${path}.${key}` : key),
    );
  return [{ path, schema }];
}
/** The facts of a schema, as `path: noun`. */
const facts = (schema: z.ZodType) => fields(schema).flatMap(({ path, noun }) => (noun ? [`${path}: ${noun}`] : []));

const SCHEMAS = {
  plan: planSchema,
  category: categorySchema,
  service: serviceSchema,
  faq: faqSchema,
  testimonial: testimonialSchema,
  home: homePageSchema,
  about: aboutPageSchema,
  privacy: privacyPageSchema,
  contact: contactPageSchema,
  plans: planPageSchema,
  servicesOverview: servicesPageSchema,
  navigation: navigationSchema,
  redirects: redirectsSchema,
  servicePage: servicePageSchema,
  categoryPage: categoryPageSchema,
  preview: previewSchema,
  settings: settingsSchema,
  post: postSchema,
  author: authorSchema,
  blog: blogPageSchema,
};

describe('words and facts', () => {
  it('names every fact of every schema', () => {
    expect(Object.fromEntries(Object.entries(SCHEMAS).map(([name, schema]) => [name, facts(schema)])))
      .toMatchInlineSnapshot(`
        {
          "about": [
            "pillars[].icon: an icon",
            "journey.milestones[].year: a year",
            "cta.button.href: a link",
          ],
          "author": [
            "id: an id",
            "name: the author's name",
            "photo: an image path",
          ],
          "blog": [],
          "category": [
            "order: a position",
            "icon: an icon",
            "cta.href: a link",
            "card.image: an image path",
            "blocks[].cta.href: a link",
            "blocks[].imageSrc: an image path",
            "footer.cta.href: a link",
          ],
          "categoryPage": [],
          "contact": [
            "tiles[].channel: a channel",
            "pitch.items[].icon: an icon",
          ],
          "faq": [
            "id: an id",
            "order: a position",
          ],
          "home": [
            "hero.trial.href: a link",
            "whyChooseUs.tiles[].icon: an icon",
            "compliance.certificates[].badge: a badge",
            "compliance.cta.href: a link",
            "stats.items[].value: a figure",
            "stats.items[].icon: an icon",
            "faq.moreCta.href: a link",
          ],
          "navigation": [
            "links[].href: a link",
            "servicesMenu.limit: a number of categories",
            "tryCta.href: a link",
            "footerCta.href: a link",
          ],
          "plan": [
            "monthly: a price",
            "yearly: a price",
            "order: a position",
          ],
          "plans": [
            "cta.button.href: a link",
          ],
          "post": [
            "publishDate: a date",
            "updatedDate: a date",
            "author: a name from a fixed list",
            "image: an image path",
            "draft: a yes/no switch",
          ],
          "preview": [],
          "privacy": [
            "statements[].icon: an icon",
            "cta.button.href: a link",
          ],
          "redirects": [],
          "service": [
            "icon: an icon",
            "category: the name of a category",
            "cta.href: a link",
          ],
          "servicePage": [],
          "servicesOverview": [
            "initialCategory: the name of a category",
            "closing.button.href: a link",
          ],
          "settings": [
            "siteUrl: a link",
            "locales: a language code",
            "brand.name: the brand name",
            "brand.legalName: the company's name",
            "brand.logo: an image path",
            "brand.favicon: an image path",
            "colors: a colour",
            "contact.email: an e-mail address",
            "contact.phone: a phone number",
            "contact.whatsappNumber: a phone number",
            "social: a link",
            "loginUrl: a link",
            "apiBase: an address",
            "planPreviews: a link",
            "blog: a number",
          ],
          "testimonial": [
            "id: an id",
            "name: the customer's name",
            "image: an image path",
            "order: a position",
          ],
        }
      `);
  });

  it('holds words only in free texts: a field of any other kind must be a fact', () => {
    const notFree = Object.entries(SCHEMAS).flatMap(([name, schema]) =>
      fields(schema)
        .filter(({ noun, schema: field }) => {
          if (noun) return false;
          const def = defOf(field);
          const formatted =
            def.format || def.checks?.some((check: z.core.$ZodCheck) => check._zod.def.check === 'string_format');
          return def.type !== 'string' || formatted;
        })
        .map(({ path }) => `${name}: ${path}`),
    );
    expect(notFree).toEqual([]);
    expect(
      fields(planSchema)
        .filter(({ noun }) => !noun)
        .map(({ path }) => path),
    ).toEqual(['name', 'description', 'features[]', 'badge']);
  });

  it('calls a number, a yes/no, a fixed name and a text in a set form a fact; fact() marks a copy', () => {
    expect(factNoun(z.string().trim().min(1))).toBeUndefined();
    expect(factNoun(z.number())).toBe('a number');
    expect(factNoun(z.boolean().optional())).toBe('a yes/no switch');
    expect(factNoun(z.enum(['a', 'b']))).toBe('a name from a fixed list');
    expect(factNoun(z.string().regex(/^#[0-9a-f]{6}$/))).toBe('a value written in a set form');
    expect(factNoun(z.array(z.object({ a: z.number(), b: z.email() })))).toBe('a number');
    const text = z.string();
    expect(factNoun(fact('a code', text))).toBe('a code');
    expect(factNoun(text)).toBeUndefined();
  });

  it("makes a translation's schema of the words, as required as in English, refusing a fact", () => {
    const plan = wordsOnly(planSchema);
    const words = { name: 'Einstieg', description: 'Ein CRM.', features: ['A', 'B'] };
    expect(plan.safeParse(words).success).toBe(true);
    expect(plan.safeParse({ ...words, badge: 'Beliebt' }).success).toBe(true);
    const { name: _name, ...withoutName } = words;
    expect(plan.safeParse(withoutName).error?.issues.map((issue) => issue.path)).toEqual([['name']]);
    expect(plan.safeParse({ ...words, monthly: 9 }).error?.issues).toEqual([
      expect.objectContaining({ code: 'unrecognized_keys', keys: ['monthly'] }),
    ]);
    const faq = wordsOnly(z.array(faqSchema));
    expect(faq.safeParse([{ id: 'trial', question: 'Testen?', answer: 'Ja.' }]).success).toBe(true);
    expect(faq.safeParse([{ id: 'trial', question: 'Testen?', answer: 'Ja.', order: 1 }]).success).toBe(false);
  });
});
