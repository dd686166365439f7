// @ts-check
// Reads one content file as a writer wrote it: its YAML (a .yaml file, or an .mdx file's frontmatter) with the
// line of every field, and an .mdx file's body.
import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';

/**
 * @typedef {(string | number)[]} Path
 * @typedef {object} Source
 * @property {string} file the path from the project root, with `/`, e.g. `content/plans/starter.yaml`
 * @property {string} text the whole file
 * @property {unknown} data the YAML's value (an .mdx file without frontmatter gives `{}`)
 * @property {{ line: number, message: string, code: string }[]} yamlErrors
 * @property {(path: Path) => number} lineOf the line of a field (its key), or of the nearest field above it that exists
 * @property {(path: Path) => boolean} isAliased whether the path runs through a YAML alias (`*name`)
 * @property {string | undefined} body an .mdx file's body, with the frontmatter's lines blanked so lines match the file
 * @property {number} bodyLine the first line of the body
 */

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/;

/**
 * @param {string} root
 * @param {string} path absolute
 * @returns {Source}
 */
export function readSource(root, path) {
  const file = relative(root, path).split(sep).join('/');
  const text = readFileSync(path, 'utf8');
  if (!path.endsWith('.mdx') && !path.endsWith('.md'))
    return { file, text, ...parseYaml(text, 0), body: undefined, bodyLine: 1 };
  const match = FRONTMATTER.exec(text);
  if (!match) return { file, text, ...parseYaml('{}', 0), body: text, bodyLine: 1 };
  const frontmatterLines = match[0].split('\n').length - (match[0].endsWith('\n') ? 1 : 0);
  const body = '\n'.repeat(frontmatterLines) + text.slice(match[0].length);
  // The frontmatter's first line is line 2 of the file, under the opening `---`.
  return { file, text, ...parseYaml(match[1], 1), body, bodyLine: frontmatterLines + 1 };
}

/**
 * @param {string} yaml
 * @param {number} lineOffset lines of the file above the YAML
 */
function parseYaml(yaml, lineOffset) {
  const lineCounter = new LineCounter();
  const doc = parseDocument(yaml, { lineCounter, prettyErrors: false });
  const lineAt = (/** @type {number} */ offset) => lineCounter.linePos(offset).line + lineOffset;
  // One message per file: after the first mistake the parser reads the rest out of step, and every error it
  // reports after that repeats the first. A tab in the indentation, which YAML forbids, is named as such.
  // A line indented deeper or shallower than the lines around it allow makes the parser stumble on the line
  // before or after it, with a message about something else: such a line is named itself.
  const tabbed = yaml.split('\n').findIndex((line) => /^ *\t/.test(line));
  const [first] = doc.errors;
  const firstLine = first && lineAt(first.pos[0]);
  const misaligned =
    first &&
    misalignedLines(yaml)
      .map((line) => line + lineOffset)
      .find((line) => line >= firstLine - 1 && line <= firstLine + 1);
  const yamlErrors = !first
    ? []
    : tabbed >= 0
      ? [{ line: tabbed + 1 + lineOffset, message: 'a tab indents this line', code: 'TAB_AS_INDENT' }]
      : misaligned
        ? [{ line: misaligned, message: 'this line is not lined up with the line above it', code: 'BAD_INDENT' }]
        : [{ line: firstLine, message: first.message, code: first.code }];
  const data = yamlErrors.length ? undefined : (doc.toJS({ maxAliasCount: -1 }) ?? {});

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

/**
 * The lines (1-based) whose indentation fits no level open above them: deeper than the line before, which
 * opens nothing (it ends in neither `:` nor starts a list item), or shallower than it but at no level above.
 * The text of block scalars (`|`, `>`) and comments are skipped.
 * @param {string} yaml
 * @returns {number[]}
 */
export function misalignedLines(yaml) {
  /** @type {number[]} */
  const found = [];
  const levels = [0];
  let opens = false;
  /** @type {number | undefined} lines deeper than this belong to a block scalar */
  let scalarIndent;
  yaml.split('\n').forEach((line, index) => {
    const text = line.trim();
    if (!text || text.startsWith('#')) return;
    const indent = line.length - line.trimStart().length;
    if (scalarIndent !== undefined && indent > scalarIndent) return;
    scalarIndent = undefined;
    let top = levels.at(-1) ?? 0;
    if (indent > top) {
      if (opens) levels.push(indent);
      else return void found.push(index + 1);
    } else if (indent < top) {
      while (levels.length > 1 && (levels.at(-1) ?? 0) > indent) levels.pop();
      top = levels.at(-1) ?? 0;
      if (top !== indent) return void found.push(index + 1);
    }
    const content = text.replace(/\s+#.*$/, '');
    // A list item's fields line up after its dash: `- id: x` opens the level of `id`.
    const item = /^((?:- +)+)/.exec(content);
    if (item) levels.push(indent + item[1].length);
    if (/:\s*[|>][-+0-9]*$/.test(content)) scalarIndent = indent;
    opens = content.endsWith(':') || content === '-';
  });
  return found;
}
