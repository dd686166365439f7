// The home page content and the lists it shows (FAQ, testimonials), whatever their words: each file matches
// its schema (the loaders check it), every entry has its own id, and a structural mistake gets a message a
// writer understands.
import { describe, expect, it } from 'vitest';
import { homePageSchema } from '../../src/schemas/home';
import { loadFaq, loadHomePage, loadTestimonials } from '../support/content';

describe('home page content', () => {
  const home = loadHomePage();

  it('gives every FAQ entry its own id and its own place in the order', () => {
    const faq = loadFaq();
    expect(faq.length).toBeGreaterThan(0);
    expect(new Set(faq.map((entry) => entry.id)).size).toBe(faq.length);
    expect(new Set(faq.map((entry) => entry.data.order)).size).toBe(faq.length);
  });

  it('gives every testimonial its own id', () => {
    const testimonials = loadTestimonials();
    expect(testimonials.length).toBeGreaterThan(0);
    expect(new Set(testimonials.map((entry) => entry.id)).size).toBe(testimonials.length);
  });

  it('rejects a ninth tile and a misspelled key with a message a writer understands', () => {
    const nine = {
      ...home,
      whyChooseUs: { ...home.whyChooseUs, tiles: [...home.whyChooseUs.tiles, home.whyChooseUs.tiles[0]] },
    };
    expect(homePageSchema.safeParse(nine).error?.issues[0]?.message).toBe('Write exactly eight tiles.');
    const typo = { ...home, demo: { ...home.demo, emailSubjct: 'x' } };
    expect(JSON.stringify(homePageSchema.safeParse(typo).error?.issues)).toContain('emailSubjct');
  });
});
