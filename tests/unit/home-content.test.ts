// The home page content keeps its fixed parts: 5 FAQ entries, the testimonials, the three stats and the
// dialog's labels. A writer who drops a question or renames a stat label sees this fail.
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { loadContentFile } from '../../src/lib/content-file';
import { faqSchema } from '../../src/schemas/faq';
import { homePageSchema } from '../../src/schemas/home';
import { testimonialSchema } from '../../src/schemas/testimonial';

describe('home page content', () => {
  const home = loadContentFile('content/pages/home.yaml', homePageSchema);

  it('keeps the fixed labels and figures', () => {
    expect(home.hero.demoLabel).toBe('Start a Demo');
    expect(home.hero.trial).toEqual({ label: '7 Days Free Trial', href: '/plan' });
    expect(home.demo).toMatchObject({
      title: 'Start Your Demo Experience Today',
      whatsappLabel: 'Schedule via WhatsApp',
      emailLabel: 'Schedule via Email',
      emailSubject: 'Demo Request',
    });
    expect(home.compliance.certificates.map((c) => c.badge)).toEqual(['aicpa', 'gdpr', 'hipaa']);
    expect(home.compliance.cta).toEqual({ label: 'Learn more', href: '/home/privacy' });
    expect(home.stats.title).toBe('Grow with Us');
    expect(home.stats.items.map((s) => [s.value, s.label])).toEqual([
      [30, 'Improved performance'],
      [50, 'Speedy integration'],
      [70, 'Reduced licensing costs'],
    ]);
  });

  it('lists the eight reasons of "Why choose us"', () => {
    expect(home.whyChooseUs.tiles.map((t) => t.title)).toEqual([
      'Unified product', 'Adaptable', 'Easy to set up', 'Affordable', 'Integrations with 500+ apps', 'Proven leader', 'Secure', 'Excellent support',
    ]);
  });

  it('has five FAQ entries with unique ids and orders', () => {
    const faq = loadContentFile('content/faq.yaml', z.array(faqSchema));
    expect(faq).toHaveLength(5);
    expect(new Set(faq.map((f) => f.id)).size).toBe(5);
    expect(new Set(faq.map((f) => f.order)).size).toBe(5);
  });

  it('has the two testimonials, each valid', () => {
    const testimonials = loadContentFile('content/testimonials.yaml', z.array(testimonialSchema));
    expect(testimonials).toHaveLength(2);
    expect(new Set(testimonials.map((t) => t.id)).size).toBe(2);
  });

  it('rejects a ninth tile and a misspelled key with a message a writer understands', () => {
    const raw = home;
    const nine = { ...raw, whyChooseUs: { ...raw.whyChooseUs, tiles: [...raw.whyChooseUs.tiles, raw.whyChooseUs.tiles[0]] } };
    expect(homePageSchema.safeParse(nine).error?.issues[0]?.message).toBe('Write exactly eight tiles.');
    const typo = { ...raw, demo: { ...raw.demo, emailSubjct: 'x' } };
    expect(JSON.stringify(homePageSchema.safeParse(typo).error?.issues)).toContain('emailSubjct');
  });
});
