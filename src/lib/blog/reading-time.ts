// How long a post takes to read, from the words of its MDX body (headings, list items and link text counted
// as words, a hyphenated word as one; code fences, HTML tags, addresses and Markdown marks not).

/** Words a minute of an attentive reader of business prose. */
const WORDS_PER_MINUTE = 220;

/** The words of an MDX body. */
export function wordCount(body: string): number {
  const prose = body
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ' ')
    .replace(/^\s*\d+[.)]\s/gm, ' ')
    .replace(/[#*_>`[\]|]+/g, ' ');
  return prose.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whole minutes, at least one. */
export const readingMinutes = (body: string) => Math.max(1, Math.round(wordCount(body) / WORDS_PER_MINUTE));
