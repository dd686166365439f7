// BlogPosting structured data (schema.org JSON-LD) for a /blog/<slug> page: what the post is, who wrote it,
// when, with which picture, and who publishes it.
import { isoDay } from '../../i18n/format-date';
import type { Post } from '../../schemas/blog';

type PostForStructuredData = Pick<Post, 'title' | 'description' | 'publishDate' | 'updatedDate' | 'tags'> & {
  /** Absolute URL of the post. */
  url: string;
  /** Absolute URL of its picture. */
  image: string;
  language: string;
};

export function postStructuredData(
  post: PostForStructuredData,
  { author, brandName, brandUrl }: { author: { name: string; role: string }; brandName: string; brandUrl: string },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${post.url}#post`,
    headline: post.title,
    description: post.description,
    url: post.url,
    mainEntityOfPage: post.url,
    image: post.image,
    inLanguage: post.language,
    datePublished: isoDay(post.publishDate),
    dateModified: isoDay(post.updatedDate ?? post.publishDate),
    keywords: post.tags.join(', '),
    author: { '@type': 'Person', name: author.name, jobTitle: author.role },
    publisher: { '@type': 'Organization', name: brandName, url: brandUrl },
  };
}
