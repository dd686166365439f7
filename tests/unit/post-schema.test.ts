// A post's dates: year-month-day and a day the calendar has, never read as some other day.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir } from '../../src/lib/content-folder';
import { readContentData } from '../../src/lib/content-text';
import { postSchema } from '../../src/schemas/blog';

const folder = join(contentDir(), 'blog');
const firstPost = readContentData(
  join(
    folder,
    readdirSync(folder).find((file) => file.endsWith('.mdx'))!,
  ),
) as object;

describe('a post’s publish date', () => {
  it('reads year-month-day as that day', () => {
    const post = postSchema.parse({ ...firstPost, publishDate: '2028-02-29', updatedDate: '2028-03-01' });
    expect(post.publishDate.toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(post.updatedDate?.toISOString()).toBe('2028-03-01T00:00:00.000Z');
  });

  it.each(['01/02/2026', '11/28/2026', '28 November 2026', '2026-9-30', '2026-09-31', '2026-02-29'])(
    'refuses %s, saying how to write it',
    (publishDate) => {
      const result = postSchema.safeParse({ ...firstPost, publishDate });
      expect(result.success).toBe(false);
      expect(result.error!.issues).toEqual([
        expect.objectContaining({ path: ['publishDate'], message: expect.stringContaining('year-month-day') }),
      ]);
    },
  );
});
