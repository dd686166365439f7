// The titles of the blog's list pages, composed from the blog's copy (content/pages/blog.yaml): a tag's list is
// titled by its `tagHeading` with the tag, and the later pages of every list add the `pageLabel` with their
// number (`Posts about CRM, page 2`). The pages (BlogListPage.astro, list-paths.ts) and the content check,
// which holds every page title to the limit search results show, compose them here.
// Relative imports carry their `.ts` extension: the content check runs this file in Node.
import { fillTemplate } from '../fill-template.ts';

/** The title and heading of a tag's list: `Posts about {tag}` with the tag. */
export const tagListTitle = (tagHeading: string, tag: string) => fillTemplate(tagHeading, { tag });

/** A list's title or heading on its page `number`: as written on the first, the page label after it on the others. */
export const numberedListTitle = (text: string, number: number, pageLabel: string) =>
  number === 1 ? text : `${text}, ${fillTemplate(pageLabel, { page: String(number) })}`;
