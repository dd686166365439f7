// @ts-check
// A summary.json that comes from elsewhere (a pull request's artifact, which a fork can write anything into),
// checked field by field and copied into a new object of exactly the summary's shape: what is not a commit
// id, a route, a number, a known status or a field name is refused, so the comment built from it can only
// say what the review measured. Imports nothing, so the publishing workflow runs it as it is.

/** @typedef {import('./summary-markdown.mjs').Summary} Summary */

/** Refuses a value, naming where it was. */
class SummaryError extends Error {}

/**
 * @param {boolean} ok
 * @param {string} where
 * @param {string} what
 */
function need(ok, where, what) {
  if (!ok) throw new SummaryError(`summary.json: ${where} is not ${what}`);
}

const COMMIT = /^[0-9a-f]{40}$/;
const ROUTE = /^\/[A-Za-z0-9._~\-/]{0,200}$/;
const LOCALE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;
const LABEL = /^[a-z][a-z0-9-]{0,30}$/;
const FILE = /^content\/[A-Za-z0-9._\-/]{1,200}$/;
const FIELD = /^[A-Za-z0-9_.\-[\]() ]{1,120}$/;
const STATUSES = ['changed', 'unchanged', 'added', 'removed'];
const THEMES = ['light', 'dark'];
const BYTE_KINDS = ['html', 'css', 'js'];
const MAX_ROUTES = 5000;

/** @param {unknown} value */
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * @param {unknown} value
 * @param {string} where
 * @returns {Record<string, unknown>}
 */
function record(value, where) {
  need(isRecord(value), where, 'an object');
  return /** @type {Record<string, unknown>} */ (value);
}

/**
 * @param {unknown} value
 * @param {string} where
 * @param {RegExp} pattern
 * @returns {string}
 */
function text(value, where, pattern) {
  need(typeof value === 'string' && pattern.test(value), where, `a string matching ${pattern}`);
  return /** @type {string} */ (value);
}

/**
 * @param {unknown} value
 * @param {string} where
 * @param {{ min?: number, max?: number, integer?: boolean }} [range]
 * @returns {number}
 */
function number(value, where, { min = -Infinity, max = Infinity, integer = false } = {}) {
  need(
    typeof value === 'number' &&
      Number.isFinite(value) &&
      value >= min &&
      value <= max &&
      (!integer || Number.isInteger(value)),
    where,
    `a${integer ? 'n integer' : ' number'} from ${min} to ${max}`,
  );
  return /** @type {number} */ (value);
}

/**
 * @param {unknown} value
 * @param {string} where
 * @returns {boolean}
 */
function flag(value, where) {
  need(typeof value === 'boolean', where, 'true or false');
  return /** @type {boolean} */ (value);
}

/**
 * A record whose keys match `keys` and whose values `check` copies.
 * @template T
 * @param {unknown} value
 * @param {string} where
 * @param {RegExp} keys
 * @param {(item: unknown, where: string) => T} check
 * @returns {Record<string, T>}
 */
function recordOf(value, where, keys, check) {
  const entries = Object.entries(record(value, where));
  need(entries.length <= 50, where, 'a short list');
  return Object.fromEntries(
    entries.map(([key, item]) => [text(key, `a key of ${where}`, keys), check(item, `${where}.${key}`)]),
  );
}

/**
 * @param {unknown} value
 * @param {string} where
 */
function counts(value, where) {
  const object = record(value, where);
  return {
    added: number(object.added, `${where}.added`, { min: 0, max: 1e7, integer: true }),
    removed: number(object.removed, `${where}.removed`, { min: 0, max: 1e7, integer: true }),
  };
}

/**
 * @param {unknown} value
 * @param {string} where
 */
function byteChange(value, where) {
  const object = record(value, where);
  const bytes = (/** @type {unknown} */ item, /** @type {string} */ at) =>
    item === null ? null : number(item, at, { min: 0, max: 1e9, integer: true });
  return {
    before: bytes(object.before, `${where}.before`),
    after: bytes(object.after, `${where}.after`),
    delta: number(object.delta, `${where}.delta`, { min: -1e9, max: 1e9, integer: true }),
    budget: number(object.budget, `${where}.budget`, { min: 0, max: 1e9, integer: true }),
    overBudget: flag(object.overBudget, `${where}.overBudget`),
  };
}

/**
 * @param {unknown} value
 * @param {string} where
 */
function route(value, where) {
  const object = record(value, where);
  const outdated = object.outdatedTranslations;
  need(Array.isArray(outdated) && outdated.length <= 100, `${where}.outdatedTranslations`, 'a short list');
  return {
    route: text(object.route, `${where}.route`, ROUTE),
    page: text(object.page, `${where}.page`, ROUTE),
    locale: text(object.locale, `${where}.locale`, LOCALE),
    status: /** @type {'changed' | 'unchanged' | 'added' | 'removed'} */ (
      text(object.status, `${where}.status`, new RegExp(`^(${STATUSES.join('|')})$`))
    ),
    pixels: recordOf(object.pixels, `${where}.pixels`, LABEL, (item, at) => number(item, at, { min: 0, max: 1 })),
    heights: recordOf(object.heights, `${where}.heights`, LABEL, (item, at) => {
      const pair = record(item, at);
      return {
        before: number(pair.before, `${at}.before`, { min: 0, max: 1e6, integer: true }),
        after: number(pair.after, `${at}.after`, { min: 0, max: 1e6, integer: true }),
      };
    }),
    text: counts(object.text, `${where}.text`),
    words: counts(object.words, `${where}.words`),
    bytes: recordOf(object.bytes, `${where}.bytes`, new RegExp(`^(${BYTE_KINDS.join('|')})$`), byteChange),
    translationOutdated: flag(object.translationOutdated, `${where}.translationOutdated`),
    outdatedTranslations: /** @type {unknown[]} */ (outdated).map((item, index) => {
      const at = `${where}.outdatedTranslations[${index}]`;
      const entry = record(item, at);
      need(Array.isArray(entry.fields) && entry.fields.length <= 100, `${at}.fields`, 'a short list');
      return {
        source: text(entry.source, `${at}.source`, FILE),
        file: text(entry.file, `${at}.file`, FILE),
        fields: /** @type {unknown[]} */ (entry.fields).map((field, k) => text(field, `${at}.fields[${k}]`, FIELD)),
      };
    }),
  };
}

/**
 * The summary, checked and copied; throws an error naming the first thing that is not as it should be.
 * @param {unknown} value what summary.json parsed to
 * @returns {Summary}
 */
export function checkedSummary(value) {
  const object = record(value, 'the top');
  need(Array.isArray(object.routes) && object.routes.length <= MAX_ROUTES, 'routes', `a list of at most ${MAX_ROUTES}`);
  return {
    base: text(object.base, 'base', COMMIT),
    head: text(object.head, 'head', COMMIT),
    headDirty: flag(object.headDirty, 'headDirty'),
    shots: recordOf(object.shots, 'shots', LABEL, (item, at) => {
      const view = record(item, at);
      return {
        width: number(view.width, `${at}.width`, { min: 1, max: 10000, integer: true }),
        theme: /** @type {'light' | 'dark'} */ (text(view.theme, `${at}.theme`, new RegExp(`^(${THEMES.join('|')})$`))),
      };
    }),
    routes: /** @type {unknown[]} */ (object.routes).map((item, index) => route(item, `routes[${index}]`)),
  };
}
