// @ts-check
// A file of content/ as its translations hold it: its text without the fields its translations leave out (the
// facts, src/schemas/facts.ts), each taken out with its lines, so the words, comments and layout stay as
// written. A new page's translations start as such a copy of its text (src/lib/untranslated-copies.ts).
import { isMap, isPair, isScalar, isSeq } from 'yaml';
import { defOf } from './zod-walk.mjs';
import { frontmatterParts, yamlDocument } from '../../src/lib/content-text.ts';

/**
 * @typedef {import('astro/zod').ZodType} ZodType
 * @typedef {[number, number]} Span the offsets of a part of the text to take out
 */

/**
 * The text of a YAML file, or of an MDX file (its frontmatter), with only the fields `wordsSchema` (a
 * translation's schema, src/schemas/words-only.ts) has. A file that cannot be read as YAML comes back as it is.
 * @param {string} text
 * @param {ZodType} wordsSchema
 */
export function wordsOnlyText(text, wordsSchema) {
  return readableWordsOnlyText(text, wordsSchema) ?? text;
}

/**
 * As wordsOnlyText, or undefined for a file that cannot be read as YAML.
 * @param {string} text
 * @param {ZodType} wordsSchema
 */
export function readableWordsOnlyText(text, wordsSchema) {
  const parts = frontmatterParts(text);
  const yaml = parts ? wordsOnlyYaml(parts.yaml, wordsSchema) : wordsOnlyYaml(text, wordsSchema);
  if (yaml === undefined) return undefined;
  return parts ? `${parts.open}${yaml}${parts.close}${parts.body}` : yaml;
}

/**
 * @param {string} yaml
 * @param {ZodType} wordsSchema
 * @returns {string | undefined} undefined when the YAML cannot be read
 */
function wordsOnlyYaml(yaml, wordsSchema) {
  const document = yamlDocument(yaml);
  if (document.errors.length) return undefined;
  /** @type {Span[]} */
  const spans = [];
  collectFacts(document.contents, wordsSchema, yaml, spans);
  return spans.sort((a, b) => b[0] - a[0]).reduce((text, [start, end]) => text.slice(0, start) + text.slice(end), yaml);
}

/**
 * Adds to `spans` the parts of `node` that `schema` has no field for.
 * @param {unknown} node
 * @param {ZodType} schema
 * @param {string} yaml
 * @param {Span[]} spans
 */
function collectFacts(node, schema, yaml, spans) {
  const def = defOf(schema);
  if (isSeq(node) && def.type === 'array') {
    for (const item of node.items) collectFacts(item, def.element, yaml, spans);
  } else if (isMap(node) && (def.type === 'object' || def.type === 'record')) {
    node.items.forEach((pair, index) => {
      if (!isPair(pair) || !isScalar(pair.key)) return;
      const field = def.type === 'object' ? def.shape[String(pair.key.value)] : def.valueType;
      if (field) collectFacts(pair.value, field, yaml, spans);
      else spans.push(pairSpan(node, index, yaml));
    });
  }
}

/**
 * The text of the `index`th field of a map: its whole lines, or, for the first field of a list item (on the
 * line of its `-`) or a field of a `{ … }` group, the field alone, so the item's `-` and the group stay.
 * @param {import('yaml').YAMLMap} map
 * @param {number} index
 * @param {string} yaml
 * @returns {Span}
 */
function pairSpan(map, index, yaml) {
  const pair = /** @type {import('yaml').Pair<any, any>} */ (map.items[index]);
  const next = /** @type {import('yaml').Pair<any, any> | undefined} */ (map.items[index + 1]);
  const start = pair.key.range[0];
  const end = pair.value?.range?.[1] ?? pair.key.range[1];
  if (map.flow) {
    const separator = /^\s*,\s*/.exec(yaml.slice(end))?.[0] ?? '';
    return [start, end + separator.length];
  }
  const lineStart = yaml.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = yaml.indexOf('\n', Math.max(end - 1, start));
  const afterLine = lineEnd < 0 ? yaml.length : lineEnd + 1;
  if (/\S/.test(yaml.slice(lineStart, start)) && next) return [start, next.key.range[0]];
  return [lineStart, afterLine];
}
