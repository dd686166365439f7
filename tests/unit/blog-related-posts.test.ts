import { describe, expect, it } from 'vitest';
import { neighbours, newestFirst, relatedPosts } from '../../src/lib/blog/related-posts';
import { tagKey, tagSlug, tagsOf } from '../../src/lib/blog/tags';

const post = (id: string, day: number, tags: string[]) => ({ id, tags, publishDate: new Date(Date.UTC(2026, 8, day)) });
const posts = [
  post('crm', 3, ['CRM', 'Agencies']),
  post('scoring', 20, ['Sales', 'CRM', 'Automation']),
  post('friday', 20, ['Automation', 'Sales']),
  post('inbox', 28, ['E-mail marketing']),
].sort(newestFirst);
const ids = (list: { id: string }[]) => list.map((entry) => entry.id);

describe('related posts and neighbours', () => {
  it('lists the newest first, posts of one day by id', () => {
    expect(ids(posts)).toEqual(['inbox', 'friday', 'scoring', 'crm']);
  });
  it('suggests the posts sharing most tags first, then the newest, never the post itself or one sharing none', () => {
    expect(
      ids(
        relatedPosts(
          posts,
          posts.find((entry) => entry.id === 'scoring')!,
        ),
      ),
    ).toEqual(['friday', 'crm']);
    expect(
      ids(
        relatedPosts(
          posts,
          posts.find((entry) => entry.id === 'inbox')!,
        ),
      ),
    ).toEqual([]);
  });
  it('stops at the count asked for', () => {
    expect(ids(relatedPosts(posts, post('new', 30, ['CRM', 'Sales', 'Automation']), 2))).toEqual(['scoring', 'friday']);
  });
  it('finds the older and the newer neighbour, none past either end', () => {
    expect(neighbours(posts, { id: 'friday' })).toEqual({ older: posts[2], newer: posts[0] });
    expect(neighbours(posts, { id: 'inbox' }).newer).toBeUndefined();
    expect(neighbours(posts, { id: 'crm' }).older).toBeUndefined();
    expect(() => neighbours(posts, { id: 'gone' })).toThrow(/not in the list/);
  });
});

describe('tags', () => {
  it('make addresses of their words and one key of two spellings', () => {
    expect(tagSlug('E-mail marketing')).toBe('e-mail-marketing');
    expect(tagSlug('Zustellbarkeit & Listen')).toBe('zustellbarkeit--listen');
    expect(tagSlug('Délivrabilité')).toBe('delivrabilite');
    expect(tagSlug('Größere Öffnungsraten')).toBe('groessere-oeffnungsraten');
    expect(tagKey('E-mail')).toBe(tagKey('Email'));
    expect(tagKey('e mail')).toBe(tagKey('E-Mail'));
    expect(tagKey('CRM')).not.toBe(tagKey('CRMs'));
  });
  it('list each tag once with its posts, most used first', () => {
    expect(tagsOf(posts, 'en').map(({ tag, slug, posts: tagged }) => [tag, slug, ids(tagged)])).toEqual([
      ['Automation', 'automation', ['friday', 'scoring']],
      ['CRM', 'crm', ['scoring', 'crm']],
      ['Sales', 'sales', ['friday', 'scoring']],
      ['Agencies', 'agencies', ['crm']],
      ['E-mail marketing', 'e-mail-marketing', ['inbox']],
    ]);
  });
});
