// @ts-check
// `npm run new:service`, `new:category` and `new:post` fill every field with a sentence that says what to write,
// marked with PLACEHOLDER_MARK (scripts/templates/). Such a text must not reach the site. (The new entry's
// translations start as marked copies of it, checked as copies: src/lib/untranslated-copies.ts.) Nor must the
// sentence a writer leaves by deleting only the mark: the words after each mark in the templates are looked for too.
import { readdirSync, readFileSync } from 'node:fs';
import { fieldLabel } from './problem.mjs';
import { withoutTranslation } from './translation-files.mjs';

/** Starts every sentence of the scaffolds' templates that a writer must replace. */
export const PLACEHOLDER_MARK = '✎';

/**
 * @typedef {import('./problem.mjs').Problem} Problem
 * @typedef {import('./entries.mjs').Entry} Entry
 */

/** The scaffolds' templates, beside this folder. */
const TEMPLATES = new URL('../templates/', import.meta.url);

/**
 * The templates' instructions: the words after each mark that starts one (`✎ Replace with …`, not the mark
 * named in a comment), each as its pieces around the `{{name}}`s a scaffold fills in, whitespace collapsed.
 * @param {string[]} [texts] the templates' texts (default: the files of scripts/templates/)
 * @returns {string[][]}
 */
export function scaffoldInstructions(
  texts = readdirSync(TEMPLATES).map((name) => readFileSync(new URL(name, TEMPLATES), 'utf8')),
) {
  const words = new Set(
    texts.flatMap((text) => [...text.matchAll(/✎ ([A-Z][^\n"]*)/g)].map((match) => match[1].trim())),
  );
  return [...words].map((instruction) =>
    collapsed(instruction)
      .split(/\{\{\w+\}\}/)
      .filter(Boolean),
  );
}

const collapsed = (/** @type {string} */ text) => text.replace(/\s+/g, ' ');

/** Whether `text` holds one of the instructions: its pieces in their order. */
function holdsInstruction(/** @type {string} */ text, /** @type {string[][]} */ instructions) {
  const plain = collapsed(text);
  return instructions.some((pieces) => {
    let from = 0;
    for (const piece of pieces) {
      const at = plain.indexOf(piece, from);
      if (at < 0) return false;
      from = at + piece.length;
    }
    return true;
  });
}

/**
 * @param {Entry[]} entries
 * @param {(entry: Entry, path: (string | number)[]) => string | undefined} describe the field's explanation
 * @param {string[][]} [instructions] the templates' instructions (scaffoldInstructions)
 * @returns {Problem[]}
 */
export function placeholderProblems(entries, describe, instructions = scaffoldInstructions()) {
  /** @type {Problem[]} */
  const problems = [];
  const reported = new Set();
  const add = (/** @type {Problem} */ problem) => {
    const key = `${problem.file}:${problem.line}`;
    if (reported.has(key)) return;
    reported.add(key);
    problems.push(problem);
  };
  for (const entry of entries) {
    const { source } = entry;
    const walk = (/** @type {unknown} */ value, /** @type {(string | number)[]} */ path) => {
      if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index]));
      else if (value && typeof value === 'object')
        Object.entries(value).forEach(([key, inner]) => walk(inner, [...path, key]));
      else if (typeof value === 'string') {
        const full = [...entry.prefix, ...path];
        const field = [entry.labelPrefix, fieldLabel(path)].filter(Boolean).join(' → ');
        if (!value.includes(PLACEHOLDER_MARK)) {
          if (holdsInstruction(value, instructions)) add(markDeleted(entry, source.lineOf(full), field));
          return;
        }
        if (source.isAliased(full)) {
          const aliasPath = path.slice(
            0,
            path.findIndex((_, i) => source.isAliased([...entry.prefix, ...path.slice(0, i + 1)])),
          );
          add({
            file: source.file,
            line: source.lineOf(full),
            field: fieldLabel(aliasPath),
            kind: 'placeholder',
            message: `${fieldLabel(aliasPath)} repeats the scaffold's example block (written *block), placeholder text and all.`,
            advice: 'Replace the *block line with a block of your own, written out like the first one.',
          });
          return;
        }
        const doc = describe(entry, path);
        add({
          file: source.file,
          line: source.lineOf(full),
          field,
          kind: 'placeholder',
          message: `This is still the scaffold's placeholder text (marked ${PLACEHOLDER_MARK}).`,
          advice: entry.isTranslation
            ? `Translate it, and remove the ${PLACEHOLDER_MARK}${doc ? ` (${field}: ${doc})` : ''}. Or delete the file: ${withoutTranslation(entry.collection, entry.locale, 'the text of the file it translates')}.`
            : `Replace it with your own words${doc ? `: ${doc}` : '.'}`,
        });
      }
    };
    walk(entry.data, []);
    if (entry.source.body && !entry.prefix.length) {
      entry.source.body.split('\n').forEach((text, index) => {
        if (!text.includes(PLACEHOLDER_MARK)) {
          if (holdsInstruction(text, instructions))
            add(markDeleted(entry, index + 1, 'the text under the frontmatter'));
          return;
        }
        add({
          file: source.file,
          line: index + 1,
          field: 'the text under the frontmatter',
          kind: 'placeholder',
          message: `This line is still the scaffold's placeholder text (marked ${PLACEHOLDER_MARK}).`,
          advice: entry.isTranslation
            ? `Translate it and remove the ${PLACEHOLDER_MARK}, or delete it.`
            : 'Replace it with your own words, or delete it.',
        });
      });
    }
  }
  return problems;
}

/**
 * A scaffold's instruction whose mark was deleted and its words kept: it would be published as it stands.
 * @param {Entry} entry
 * @param {number} line
 * @param {string} field
 * @returns {Problem}
 */
function markDeleted(entry, line, field) {
  return {
    file: entry.source.file,
    line,
    field,
    kind: 'placeholder',
    message: `This is the scaffold's instruction with its ${PLACEHOLDER_MARK} deleted: the site would show it as it stands.`,
    advice: entry.isTranslation
      ? 'Translate the text it replaces into your own words, or delete it.'
      : 'Replace it with what it asks for, in your own words.',
  };
}
