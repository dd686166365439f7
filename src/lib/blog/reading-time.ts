// How long a post takes to read, from the words of its MDX body (headings, lists and links counted as
// words; code fences, HTML tags and Markdown marks not).

/** Words a minute of an attentive reader of business prose. */
const WORDS_PER_MINUTE = 220;

/** The words of an MDX body. */
export function wordCount(body: string): number {
  const prose = body
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ' ')
    .replace(/[#*_>`[\]|-]+/g, ' ');
  return prose.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whole minutes, at least one. */
export const readingMinutes = (body: string) => Math.max(1, Math.round(wordCount(body) / WORDS_PER_MINUTE));
