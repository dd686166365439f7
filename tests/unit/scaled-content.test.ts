// Which pages of a scaled site the build tests read one by one (withoutLaterCopies): the originals and their
// first copies, and every page of a site that was not scaled.
import { describe, expect, it } from 'vitest';
import { withoutLaterCopies } from '../support/scaled-content';
import { CATEGORY_SLUGS, SERVICE_SLUGS } from '../support/routes';

describe('withoutLaterCopies', () => {
  it('keeps each original and its first copy, and drops the later copies', () => {
    const scaled = ['sales', 'marketing', 'sales-2', 'marketing-2', 'sales-3', 'marketing-3', 'sales-10'];
    expect(withoutLaterCopies(scaled)).toEqual(['sales', 'marketing', 'sales-2', 'marketing-2']);
  });

  it('keeps a slug that ends in a number when no original of that name is beside it', () => {
    expect(withoutLaterCopies(['web-3', 'sales'])).toEqual(['web-3', 'sales']);
  });

  it("keeps every category and service of the site's content", () => {
    expect(withoutLaterCopies(CATEGORY_SLUGS)).toEqual(CATEGORY_SLUGS);
    expect(withoutLaterCopies(SERVICE_SLUGS)).toEqual(SERVICE_SLUGS);
  });
});
