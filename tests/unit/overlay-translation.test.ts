// A translation's words laid over the entry of content/ it translates: the entry's facts, the translation's
// words, list items paired by id or by position.
import { describe, expect, it } from 'vitest';
import { overlayTranslation } from '../../src/lib/overlay-translation';

describe('overlayTranslation', () => {
  const original = {
    name: 'Starter',
    monthly: 197,
    cta: { label: 'Buy', href: '/plan' },
    features: ['Contacts', 'Pipelines', 'Reports'],
    tiles: [
      { icon: 'rocket', title: 'Fast' },
      { icon: 'wallet', title: 'Cheap' },
    ],
    faq: [
      { id: 'trial', order: 1, question: 'Trial?' },
      { id: 'cancel', order: 2, question: 'Cancel?' },
    ],
  };

  it("keeps every fact and takes the translation's words, nested groups and lists by position included", () => {
    const words = {
      name: 'Einstieg',
      cta: { label: 'Kaufen' },
      features: ['Kontakte', 'Pipelines', 'Berichte'],
      tiles: [{ title: 'Schnell' }, { title: 'Günstig' }],
    };
    expect(overlayTranslation(original, words)).toEqual({
      ...original,
      name: 'Einstieg',
      cta: { label: 'Kaufen', href: '/plan' },
      features: ['Kontakte', 'Pipelines', 'Berichte'],
      tiles: [
        { icon: 'rocket', title: 'Schnell' },
        { icon: 'wallet', title: 'Günstig' },
      ],
    });
  });

  it('pairs the items of a list with ids by id, in the order of the original; an item left out stays as it is', () => {
    const words = {
      faq: [
        { id: 'cancel', question: 'Kündigen?' },
        { id: 'gone', question: 'Weg?' },
      ],
    };
    expect(overlayTranslation(original, words).faq).toEqual([
      { id: 'trial', order: 1, question: 'Trial?' },
      { id: 'cancel', order: 2, question: 'Kündigen?' },
    ]);
  });

  it('gives the original unchanged without a translation, and never changes it', () => {
    const before = structuredClone(original);
    expect(overlayTranslation(original, undefined)).toBe(original);
    overlayTranslation(original, { name: 'Einstieg', features: ['Kontakte'] });
    expect(original).toEqual(before);
    expect(overlayTranslation(original, { features: ['Kontakte'] }).features).toEqual([
      'Kontakte',
      'Pipelines',
      'Reports',
    ]);
  });
});
