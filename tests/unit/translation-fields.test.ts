// The fields of a file of content/ changed between two versions, named as a writer finds them, for
// `npm run translations` and the review's outdated translations.
import { describe, expect, it } from 'vitest';
import { changedFields, contentData, valueAt } from '../../scripts/translations/changed-fields.mjs';

describe('changedFields', () => {
  it('names nested fields, list items by id or position, and added or removed fields once', () => {
    const before = {
      hero: { title: 'Grow', lead: 'Same' },
      features: ['a', 'b'],
      faq: [
        { id: 'trial', question: 'Trial?', answer: 'Seven days.' },
        { id: 'cancel', question: 'Cancel?', answer: 'Yes.' },
      ],
      gone: { a: 1 },
    };
    const after = {
      hero: { title: 'Grow faster', lead: 'Same' },
      features: ['a', 'c', 'd'],
      faq: [
        { id: 'trial', question: 'Trial?', answer: 'Seven days.' },
        { id: 'cancel', question: 'Cancel?', answer: 'Any time.' },
        { id: 'data', question: 'Data?', answer: 'Safe.' },
      ],
    };
    expect(changedFields(before, after)).toEqual([
      'hero.title',
      'features[1]',
      'features[2]',
      'faq[cancel].answer',
      'faq[data]',
      'gone',
    ]);
    expect(changedFields(before, structuredClone(before))).toEqual([]);
  });

  it('reads an MDX file as its frontmatter and its text as `body`', () => {
    const data = contentData('about.mdx', '---\ntitle: About\n---\n\nWe are a team.\n');
    expect(data).toEqual({ title: 'About', body: 'We are a team.' });
    expect(changedFields(data, contentData('about.mdx', '---\ntitle: About\n---\nWe are two teams.\n'))).toEqual([
      'body',
    ]);
  });
});

describe('valueAt', () => {
  it('finds the value a path names, by id or position', () => {
    const data = { faq: [{ id: 'trial', answer: 'Seven days.' }], features: ['a', 'b'] };
    expect(valueAt(data, 'faq[trial].answer')).toBe('Seven days.');
    expect(valueAt(data, 'features[1]')).toBe('b');
    expect(valueAt(data, 'faq[data]')).toBeUndefined();
    expect(valueAt(data, 'hero.title')).toBeUndefined();
  });
});
