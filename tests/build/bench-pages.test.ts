// The pages `npm run bench` measures by default, read from a built site: one of each kind, the blog's list and
// the newest post a reader meets first there (from content/, drafts left out as the production build leaves
// them), not a tag page, a later page of the list or the feed.
import { expect, it } from 'vitest';
import { defaultPages } from '../../scripts/bench/options.mjs';
import { requireBuild } from '../support/built-site';
import { loadPosts } from '../support/content';
import { SITE_DIR } from '../support/sites';
import { ROUTES } from '../../src/i18n/routes';

requireBuild(SITE_DIR);

it('measures the blog list and its newest post besides one page of every other kind', () => {
  const pages = defaultPages(SITE_DIR);
  const [newest] = loadPosts();
  expect(pages).toContain(ROUTES.blog);
  expect(pages.at(-1)).toBe(ROUTES.post(newest!.id));
  expect(new Set(pages).size).toBe(pages.length);
});
