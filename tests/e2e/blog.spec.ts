// The blog's list in a browser: a card's tag is a link of its own above the card's title link, which covers
// the whole card, so a click on the tag opens the tag's page, not the post. Which posts and tags each list
// shows is tests/build/blog.test.ts's.
import { expect, test } from '@playwright/test';
import { CONTENT_CHECK, loadBlogPage, loadPosts } from '../support/content';
import { endingWith } from '../support/patterns';
import { ROUTES } from '../../src/i18n/routes';
import { tagSlug } from '../../src/lib/blog/tags';

test("a card's tag opens its tag's page, not the post", CONTENT_CHECK, async ({ page }) => {
  const [newest] = loadPosts();
  const tag = newest!.data.tags.at(-1)!;
  await page.goto(ROUTES.blog);
  const card = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: newest!.data.title, exact: true }) });
  await card
    .getByRole('list', { name: loadBlogPage().tagsLabel })
    .getByRole('link', { name: tag, exact: true })
    .click();
  await expect(page).toHaveURL(endingWith(ROUTES.tag(tagSlug(tag))));
});
