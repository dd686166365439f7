// @ts-check
// Turns zod's findings into a writer's words: the line of the field, what is wrong, what to write instead.
// A message written into a schema (e.g. the price's) is kept as it is; zod's generic ones are rewritten.
import { z } from 'astro/zod';
import { closest } from './closest.mjs';
import { fieldDoc } from './field-docs.mjs';
import { lacksField, misplacedHome } from './misplaced-fields.mjs';
import { fieldLabel, valueAt } from './problem.mjs';
import { objectKeysAt } from './zod-walk.mjs';

/**
 * @typedef {import('./problem.mjs').Problem} Problem
 * @typedef {import('./source.mjs').Source} Source
 * @typedef {import('./field-docs.mjs').FieldDocs} FieldDocs
 * @typedef {import('astro/zod').ZodType} ZodType
 * @typedef {z.core.$ZodIssue} Issue
 * @typedef {(string | number)[]} Path
 */

const defaultMessages = z.locales.en().localeError;

/** @param {Issue} issue */
function isGeneric(issue) {
  const fallback = defaultMessages(/** @type {any} */ (issue));
  return issue.message === (typeof fallback === 'string' ? fallback : fallback?.message);
}

/** @param {unknown} value */
function short(value) {
  const text = String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** How a message names the field `key`: `"title"`, or `This item` in a list. @param {string} key */
const fieldName = (key) => (key && Number.isNaN(Number(key)) ? `"${key}"` : 'This item');

/** How a writer would call what they wrote. @param {unknown} value */
function described(value) {
  if (value === null || value === undefined) return 'empty';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a group of fields';
  if (typeof value === 'string') return `the text "${short(value)}"`;
  if (typeof value === 'number') return `the number ${value}`;
  return String(value);
}

/** @type {Record<string, string>} */
const EXPECTED = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
};

/**
 * @param {object} options
 * @param {Source} options.source
 * @param {ZodType} options.schema the entry's schema
 * @param {unknown} options.data the entry's data
 * @param {Path} options.prefix where the entry sits in its file (a list item of a shared file), [] otherwise
 * @param {string} options.labelPrefix how the entry is named before its fields, e.g. `sofia-marchetti`, or ''
 * @param {FieldDocs} options.docs
 * @param {(path: Path) => boolean} options.skip paths another check reports in its own words
 * @returns {Problem[]}
 */
export function schemaProblems({ source, schema, data, prefix, labelPrefix, docs, skip }) {
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return [];
  /** @type {Problem[]} */
  const problems = [];
  const label = (/** @type {Path} */ path) => [labelPrefix, fieldLabel(path)].filter(Boolean).join(' → ');
  const at = (/** @type {Path} */ path) => ({
    file: source.file,
    line: source.lineOf([...prefix, ...path]),
    field: label(path),
  });
  const docFor = (/** @type {Path} */ path) => {
    const key = path.at(-1);
    return typeof key === 'string' ? fieldDoc(docs, objectKeysAt(schema, path.slice(0, -1)), key) : undefined;
  };
  const withDoc = (/** @type {string} */ advice, /** @type {Path} */ path) => {
    const doc = docFor(path);
    return doc ? `${advice} (${String(path.at(-1))}: ${doc})` : advice;
  };

  const issues = result.error.issues.filter((issue) => !skip(/** @type {Path} */ (issue.path)));
  // A misspelt field is one mistake, not two: its unknown name is reported with the missing name it resembles.
  // So is a field indented a level off: unknown where it stands, missing where it belongs, with the fields
  // that moved with it.
  const renamed = new Set();
  const lineIn = (/** @type {Path} */ path) => source.lineOf([...prefix, ...path]);
  for (const issue of issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    const path = /** @type {Path} */ (issue.path);
    const allowed = objectKeysAt(schema, path);
    const present = valueAt(data, path);
    /** @type {string[]} the fields written under a misplaced one, or beside it where it belongs */
    let moved = [];
    for (const key of [...issue.keys].sort((a, b) => lineIn([...path, a]) - lineIn([...path, b]))) {
      if (moved.includes(key)) continue;
      const home = misplacedHome(schema, data, path, key, lineIn);
      if (home) {
        const deeper = home.length < path.length;
        // Not also missing where it belongs; nor, for a group whose fields were all written too shallow, empty.
        renamed.add(JSON.stringify([...home, key]));
        if (!deeper) renamed.add(JSON.stringify(home));
        moved = deeper
          ? valueAt(present, [key]) === null
            ? objectKeysAt(schema, [...home, key])
            : []
          : issue.keys.filter((name) => name !== key && lacksField(schema, data, home, name));
        const where = (/** @type {Path} */ group) =>
          group.length || labelPrefix ? `under ${label(group)}` : 'at the top level of the file';
        problems.push({
          ...at([...path, key]),
          kind: 'unknown-field',
          message: deeper
            ? `"${key}" is indented as a field of ${label(path)}, which has no such field: it belongs ${where(home)}.`
            : `"${key}" is written ${where(path)}, which has no such field: it belongs under ${label(home)}, the group above it.`,
          advice: deeper
            ? `Indent "${key}:" like the fields ${where(home)} (fewer spaces)${moved.length ? ', and the lines under it two spaces further in than it' : ''}.`
            : `Indent "${key}:"${moved.length ? ` and ${moved.map((name) => `"${name}:"`).join(', ')} after it` : ''} like the fields of ${label(home)} (more spaces).`,
        });
        continue;
      }
      const missing = allowed.filter((name) => valueAt(present, [name]) === undefined);
      const suggestion = closest(key, missing) ?? closest(key, allowed);
      if (suggestion && missing.includes(suggestion)) renamed.add(JSON.stringify([...path, suggestion]));
      const custom = isGeneric(issue) ? undefined : issue.message;
      problems.push({
        ...at([...path, key]),
        kind: 'unknown-field',
        message: `There is no field "${key}" here.`,
        advice: [
          suggestion ? `Did you mean "${suggestion}"? Rename the field to ${suggestion}.` : undefined,
          custom ??
            (suggestion
              ? undefined
              : `Remove it, or move it to where it belongs. The fields here are: ${allowed.join(', ')}.`),
        ]
          .filter(Boolean)
          .join(' '),
      });
    }
  }

  for (const issue of issues) {
    const path = /** @type {Path} */ (issue.path);
    const key = String(path.at(-1) ?? '');
    const value = valueAt(data, path);
    const generic = isGeneric(issue);
    if (issue.code === 'unrecognized_keys' || renamed.has(JSON.stringify(path))) continue;
    if (issue.code === 'invalid_type' && value === undefined) {
      const parent = path.slice(0, -1);
      // A field's own message (`Write a full address …`) says how to write it, not that it is missing.
      const add = `Add "${key}:"${parent.length ? ` under ${label(parent)}` : ''}.`;
      problems.push({
        ...at(path),
        kind: 'missing',
        message: `The field "${key}" is missing.`,
        advice: withDoc(generic ? add : `${add} ${issue.message}`, path),
      });
      continue;
    }
    if (!generic && issue.code === 'invalid_value') {
      // A choice from a list with a message of its own (`Write one of the author ids …`): what was written, the
      // nearest choice, then that message.
      const suggestion = typeof value === 'string' ? closest(value, issue.values.map(String)) : undefined;
      const name = fieldName(key);
      problems.push({
        ...at(path),
        kind: 'value',
        message: `${name} cannot be ${described(value)}.`,
        advice: `${suggestion ? `Did you mean "${suggestion}"? ` : ''}${issue.message}`,
      });
      continue;
    }
    const lengthLimit = (issue.code === 'too_small' && issue.minimum > 1) || issue.code === 'too_big';
    if (!generic && lengthLimit && issue.origin === 'string') {
      // A field's own length rule (`Keep descriptions to 160 characters.`) after the length written.
      problems.push({
        ...at(path),
        kind: 'value',
        message: genericProblem(issue, key, value, path).message,
        advice: issue.message,
      });
      continue;
    }
    if (!generic) {
      // A field's own message (`This text must not be empty.`), then what the field is for, where it has a doc.
      const doc = docFor(path);
      problems.push({
        ...at(path),
        kind: issue.code === 'invalid_type' ? 'type' : 'value',
        message: issue.message,
        ...(doc ? { advice: `${key}: ${doc}` } : {}),
      });
      continue;
    }
    problems.push({ ...at(path), ...genericProblem(issue, key, value, path) });
  }
  return problems;

  /**
   * @param {Issue} issue
   * @param {string} key
   * @param {unknown} value
   * @param {Path} path
   * @returns {Pick<Problem, 'kind' | 'message' | 'advice'>}
   */
  function genericProblem(issue, key, value, path) {
    const name = fieldName(key);
    switch (issue.code) {
      case 'invalid_type': {
        const expected = EXPECTED[issue.expected] ?? issue.expected;
        return {
          kind: 'type',
          message: `${name} must be ${expected}, but here it is ${described(value)}.`,
          advice: withDoc(typeAdvice(issue.expected, key, value, path), path),
        };
      }
      case 'too_small':
      case 'too_big': {
        const limit = issue.code === 'too_small' ? issue.minimum : issue.maximum;
        const least = issue.code === 'too_small' ? 'at least' : 'at most';
        if (issue.origin === 'array') {
          const count = Array.isArray(value) ? value.length : 0;
          return {
            kind: 'value',
            message: `${name} has ${count} item${count === 1 ? '' : 's'}.`,
            advice: withDoc(`Write ${least} ${limit}.`, path),
          };
        }
        if (issue.origin === 'string') {
          const length = String(value).trim().length;
          return {
            kind: 'value',
            message: `${name} is ${length} character${length === 1 ? '' : 's'} long.`,
            advice: withDoc(`Write ${least} ${limit} characters.`, path),
          };
        }
        return {
          kind: 'value',
          message: `${name} is ${described(value)}.`,
          advice: withDoc(`Write a number ${least} ${limit}.`, path),
        };
      }
      case 'invalid_value': {
        const values = issue.values.map(String);
        const suggestion = typeof value === 'string' ? closest(value, values) : undefined;
        const list =
          values.length <= 15 ? values.join(', ') : `${values.slice(0, 15).join(', ')} … (${values.length} in all)`;
        return {
          kind: 'value',
          message: `${name} cannot be ${described(value)}.`,
          advice: `${suggestion ? `Did you mean "${suggestion}"? ` : ''}Write one of: ${list}.`,
        };
      }
      case 'invalid_union': {
        const hints = [
          ...new Set(
            issue.errors
              .flat()
              .filter((inner) => !isGeneric(inner))
              .map((inner) => inner.message),
          ),
        ];
        return {
          kind: 'value',
          message: `${name} cannot be ${described(value)}.`,
          advice: withDoc(hints.join(' Or: ') || 'Write a value of the kind this field takes.', path),
        };
      }
      case 'invalid_format':
        return {
          kind: 'value',
          message: `${name} is not written the way this field needs (${described(value)}).`,
          advice: withDoc(
            issue.format === 'regex' ? `It must match the pattern ${issue.pattern}.` : `Write a valid ${issue.format}.`,
            path,
          ),
        };
      default:
        return { kind: 'value', message: issue.message };
    }
  }

  /**
   * @param {string} expected
   * @param {string} key
   * @param {unknown} value
   * @param {Path} path
   */
  function typeAdvice(expected, key, value, path) {
    const field = key && Number.isNaN(Number(key)) ? `${key}: ` : '- ';
    if (expected === 'number' || expected === 'int') {
      const digits =
        typeof value === 'string' ? /-?\d+(?:\.\d+)?/.exec(value.replace(/(\d),(\d{3})/g, '$1$2'))?.[0] : undefined;
      return digits
        ? `Write the number without quotes or other signs: ${field}${digits}`
        : `Write a number without quotes, e.g. ${field}2`;
    }
    if (expected === 'string') {
      if (typeof value === 'number' || typeof value === 'boolean')
        return `Put it in double quotes so it stays text: ${field}"${value}"`;
      if (value === null) return `Write the text after "${field.trim()}" on the same line.`;
      // `- Reporting: custom dashboards`: a colon and a space make the words before them a field's name.
      const [pair, ...more] = value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [];
      if (pair && !more.length && (typeof pair[1] === 'string' || pair[1] === null)) {
        const text = `${pair[0]}: ${pair[1] ?? ''}`.trim();
        return `The ": " after "${pair[0]}" makes YAML read it as the name of a field: put the whole text in double quotes, ${field}"${text}"`;
      }
      return `Write one line of text after "${field.trim()}" (this field is not a list or a group).`;
    }
    if (expected === 'array')
      return `Write a list under "${field.trim()}", one item per line, each starting with "- ".`;
    if (expected === 'object')
      return `Write its fields on the lines under "${field.trim()}", indented: ${objectKeysAt(schema, path).join(', ')}.`;
    if (expected === 'boolean') return `Write ${field}true or ${field}false.`;
    return `Write ${EXPECTED[expected] ?? expected}.`;
  }
}
