// The lines `npm run translations` prints under its table: each outdated translation with the English fields
// that changed since it was translated, named as the content check names fields.
import { describe, expect, it } from 'vitest';
import { formatChangedFields } from '../../scripts/translations/table.mjs';

describe('formatChangedFields', () => {
  it('names nested fields, list items counted from one and items with an id by their id', () => {
    const report = {
      rows: [
        {
          file: 'content/pages/home.yaml',
          fields: { de: ['hero.title', 'faq.items[1]', '[free-trial].answer'], fr: [] },
        },
      ],
    };
    expect(formatChangedFields(report as unknown as Parameters<typeof formatChangedFields>[0])).toBe(
      'content/de/pages/home.yaml: hero → title, faq → items → item 2, free-trial → answer changed in content/pages/home.yaml since it was translated',
    );
  });
});
