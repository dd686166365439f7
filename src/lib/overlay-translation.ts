// A translation holds only words (src/schemas/words-only.ts): laid over the entry of content/ it translates, it
// gives the entry in its language, with every fact (price, order, link, icon, image) of the entry of content/.
// The one way translations are read: by the entries of every collection (src/lib/localized-entries.ts, for the
// pages and the tests alike) and by the settings (src/lib/settings.ts).

type Item = { id?: unknown };

export const isGroup = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasId = (value: unknown): value is Item => isGroup(value) && value.id !== undefined;

/**
 * `original` with the words of `translation` in place of its own. Fields the translation leaves out keep the
 * original's value. The items of a list pair up by `id` where they have one, else by position; an item the
 * translation lacks stays as in the original (the content check holds a translated list to the original's
 * number of items).
 */
export function overlayTranslation<T>(original: T, translation: unknown): T {
  if (translation === undefined) return original;
  if (Array.isArray(original) && Array.isArray(translation)) return overlayList(original, translation) as T;
  if (isGroup(original) && isGroup(translation)) {
    const result: Record<string, unknown> = { ...original };
    for (const [key, words] of Object.entries(translation)) result[key] = overlayTranslation(original[key], words);
    return result as T;
  }
  return translation as T;
}

function overlayList(original: unknown[], translation: unknown[]): unknown[] {
  const pairs = pairedItems(original, translation);
  return original.map((item, index) => {
    const pair = pairs.find((candidate) => candidate.originalIndex === index);
    return overlayTranslation(item, pair?.translation);
  });
}

/**
 * Each item of a translated list with the item of the original list it translates: by `id` where every item
 * of the original has one, else by position. An item that translates none is left out.
 */
export function pairedItems(original: unknown[], translation: unknown[]) {
  const byId = original.every(hasId);
  const originalIndexOf = (item: unknown, index: number) => {
    if (!byId) return index < original.length ? index : -1;
    return hasId(item) ? original.findIndex((candidate) => (candidate as Item).id === item.id) : -1;
  };
  return translation.flatMap((item, index) => {
    const originalIndex = originalIndexOf(item, index);
    return originalIndex < 0 ? [] : [{ translation: item, index, original: original[originalIndex], originalIndex }];
  });
}
