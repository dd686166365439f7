// Every percentage in a category block's fact is highlighted. This splits the text so
// a component can wrap the percentage parts in <strong> without parsing HTML.

/** One run of a fact: plain text, or a percentage to highlight. */
export interface TextPart {
  text: string;
  highlight: boolean;
}

/**
 * A percentage as writers type it: `37%`, `2.5%`, `2,5 %`, `+12%`, or a range such as `20–30%`
 * (the range is highlighted as one figure).
 */
const PERCENTAGE = /[+-]?\d+(?:[.,]\d+)?(?:\s?[–-]\s?\d+(?:[.,]\d+)?)?\s?%/g;

/** Splits text into plain and percentage parts, in order; joining every part's text gives the input back. */
export function splitPercentages(value: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of value.matchAll(PERCENTAGE)) {
    const start = match.index;
    if (start > last) parts.push({ text: value.slice(last, start), highlight: false });
    parts.push({ text: match[0], highlight: true });
    last = start + match[0].length;
  }
  if (last < value.length) parts.push({ text: value.slice(last), highlight: false });
  return parts;
}

/** Whether the text holds at least one percentage. */
export function hasPercentage(value: string): boolean {
  return splitPercentages(value).some((part) => part.highlight);
}
