// @ts-check
// Reads one content file as a writer wrote it, the way every reader of content/ does (src/lib/content-text.ts):
// its YAML (a .yaml file, or an .mdx file's frontmatter) with the line of every field, and an .mdx file's body.
import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { isAlias, isMap, isScalar, isSeq, LineCounter } from 'yaml';
import { contentParts, documentData, yamlDocument } from '../../src/lib/content-text.ts';
import { commentCuts } from './comment-cuts.mjs';
import { quoteError } from './quote-errors.mjs';
import { foldedItem, misalignedLines, outOfStepError, writtenTwice } from './indentation.mjs';

/**
 * @typedef {(string | number)[]} Path
 * @typedef {object} Source
 * @property {string} file the path from the project root, with `/`, e.g. `content/plans/starter.yaml`
 * @property {string} text the whole file
 * @property {unknown} data the YAML's value (an .mdx file without frontmatter gives `{}`)
 * @property {{ line: number, message: string, code: string, field?: string, advice?: string }[]} yamlErrors what keeps
 *   the YAML from being read, or from being read as it was meant; with the advice to give where the code has its own
 * @property {(path: Path) => number} lineOf the line of a field (its key), or of the nearest field above it that exists
 * @property {(path: Path) => boolean} isAliased whether the path runs through a YAML alias (`*name`)
 * @property {string | undefined} body an .mdx file's body, with the frontmatter's lines blanked so lines match the file
 * @property {number} bodyLine the first line of the body
 */

/**
 * @param {string} root
 * @param {string} path absolute
 * @returns {Source}
 */
export function readSource(root, path) {
  return sourceOf(relative(root, path).split(sep).join('/'), readFileSync(path, 'utf8'));
}

/**
 * A content file's text read as readSource reads it.
 * @param {string} file the path from the project root, with `/`
 * @param {string} text
 * @returns {Source}
 */
export function sourceOf(file, text) {
  const { yaml, yamlOffset, body, bodyLine } = contentParts(file, text);
  return { file, text, ...parsedYaml(yaml ?? '{}', yamlOffset), body, bodyLine };
}

/**
 * YAML already parsed, by its text and the lines above it. The check runs again on every save in `npm run dev`
 * (and once per scratch project in the tests), where most files have not changed since the last run; parsing
 * is most of a run's time. The oldest texts go first once there are more than PARSED_LIMIT.
 * @type {Map<string, ReturnType<typeof parseYaml>>}
 */
const PARSED = new Map();
const PARSED_LIMIT = 5000;

/**
 * parseYaml, once per text: each caller gets data of its own, as checks may rewrite what they read.
 * @param {string} yaml
 * @param {number} lineOffset
 * @returns {ReturnType<typeof parseYaml>}
 */
function parsedYaml(yaml, lineOffset) {
  const key = `${lineOffset}\n${yaml}`;
  let parsed = PARSED.get(key);
  if (!parsed) {
    parsed = parseYaml(yaml, lineOffset);
    PARSED.set(key, parsed);
    if (PARSED.size > PARSED_LIMIT) PARSED.delete(/** @type {string} */ (PARSED.keys().next().value));
  }
  return {
    ...parsed,
    data: structuredClone(parsed.data),
    yamlErrors: parsed.yamlErrors.map((error) => ({ ...error })),
  };
}

/**
 * The first line from `line` on (1-based) that is not blank or a comment, or `line` when there is none.
 * @param {string} yaml
 * @param {number} line
 */
function nextYamlLine(yaml, line) {
  const index = yaml
    .split('\n')
    .findIndex((text, at) => at >= line - 1 && text.trim() !== '' && !text.trim().startsWith('#'));
  return index < 0 ? line : index + 1;
}

/**
 * @param {string} yaml
 * @param {number} lineOffset lines of the file above the YAML
 */
function parseYaml(yaml, lineOffset) {
  const lineCounter = new LineCounter();
  const doc = yamlDocument(yaml, lineCounter);
  const lineAt = (/** @type {number} */ offset) => lineCounter.linePos(offset).line + lineOffset;
  // One message per file: after the first mistake the parser reads the rest out of step, and every error it
  // reports after that repeats the first. A tab in the indentation, which YAML forbids, is named as such, and
  // so is a line out of step (indentation.mjs), at its own line rather than where the parser stumbles.
  const tabbed = yaml.split('\n').findIndex((line) => /^[ -]*\t/.test(line));
  const [first] = doc.errors;
  // The parser places a field written twice just before it, at the end of the line above; and a line out of
  // step after comments, at the first comment.
  const firstLine =
    first &&
    nextYamlLine(yaml, lineAt(first.code === 'DUPLICATE_KEY' ? first.pos[1] : first.pos[0]) - lineOffset) + lineOffset;
  const misaligned =
    first &&
    misalignedLines(yaml).find(({ seen }) => seen + lineOffset >= firstLine - 1 && seen + lineOffset <= firstLine + 1)
      ?.line;
  const folded = first ? undefined : foldedItem(yaml);
  /** @type {Source['yamlErrors']} */
  let yamlErrors;
  if (!first) yamlErrors = folded ? [{ ...folded, line: folded.line + lineOffset }] : commentCuts(doc, yaml, lineAt);
  else if (tabbed >= 0)
    yamlErrors = [{ line: tabbed + 1 + lineOffset, message: 'a tab indents this line', code: 'TAB_AS_INDENT' }];
  else if (first.code === 'DUPLICATE_KEY')
    yamlErrors = [{ line: firstLine, ...writtenTwice(yaml, firstLine - lineOffset, lineOffset) }];
  else if (misaligned) yamlErrors = [{ line: misaligned + lineOffset, ...outOfStepError(yaml, misaligned) }];
  else yamlErrors = [quoteError(yaml, first, lineAt) ?? { line: firstLine, message: first.message, code: first.code }];
  const data = yamlErrors.length ? undefined : documentData(doc);

  /** @param {Path} path */
  function walk(path) {
    /** @type {unknown} */
    let node = doc.contents;
    let offset = doc.contents?.range?.[0] ?? 0;
    let aliased = false;
    for (const segment of path) {
      if (isAlias(node)) {
        aliased = true;
        break;
      }
      if (isMap(node)) {
        const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(segment));
        if (!pair) break;
        offset = /** @type {any} */ (pair.key).range?.[0] ?? offset;
        node = pair.value;
      } else if (isSeq(node)) {
        const item = node.items[Number(segment)];
        if (!item) break;
        offset = /** @type {any} */ (item).range?.[0] ?? offset;
        node = item;
      } else break;
    }
    return { line: lineAt(offset), aliased };
  }
  return {
    data,
    yamlErrors,
    lineOf: (/** @type {Path} */ path) => walk(path).line,
    isAliased: (/** @type {Path} */ path) => walk(path).aliased,
  };
}
