// @ts-check
// The words of a page the review compares: the text a visitor sees on arrival, then the words a click would
// show, each such line marked. Those are in the page already: a closed `<details>` (a collapsed answer, the
// language menu), a closed `<dialog>` or popover (the demo dialog, the small-screen menu), an element hidden
// until a switch shows it (the other billing period's prices), and the props an island renders from once
// opened (the plan popup). No click is made: the shot stays the page as it arrives.

/** The mark in front of a line a visitor reads only after a click. */
export const AFTER_A_CLICK = '(after a click) ';

/**
 * @typedef {{ visible: string, hidden: string[], islands: string[] }} RawPageText what the page gave: its
 *   `innerText`, the lines of every element it does not render, and each island's props (JSON)
 */

/**
 * Runs in the page (Playwright sends it there as source, so it uses nothing from outside). The top elements
 * the page does not render (`checkVisibility`, which also sees `visibility: hidden` and the inside of a
 * closed `<details>`) give their text as lines, one per block element (by its tag, or by its computed display,
 * such as a `<span>` styled as a block for a hint under a label); an element without a box of its own
 * (`display: contents`, as Astro's islands are) is looked into.
 * @param {Document} [doc]
 * @returns {RawPageText}
 */
export function readPageText(doc = document) {
  const skipped = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'svg', 'IFRAME', 'LINK', 'META']);
  const blocks = new Set(
    'ADDRESS ARTICLE ASIDE BLOCKQUOTE BUTTON DD DETAILS DIALOG DIV DL DT FIELDSET FIGCAPTION FIGURE FOOTER FORM H1 H2 H3 H4 H5 H6 HEADER HR LABEL LI MAIN NAV OL OPTION P PRE SECTION SUMMARY TABLE TD TH TR UL'.split(
      ' ',
    ),
  );
  const view = doc.defaultView;
  /** @param {Element} element */
  const isBlock = (element) => {
    if (blocks.has(element.tagName)) return true;
    const display = view?.getComputedStyle(element).display ?? 'inline';
    return !display.startsWith('inline') && display !== 'contents';
  };
  /** @param {Element} element */
  const linesOf = (element) => {
    /** @type {string[]} */
    const lines = [];
    let line = '';
    const flush = () => {
      if (line.trim()) lines.push(line);
      line = '';
    };
    /** @param {Node} node */
    const walk = (node) => {
      for (const child of node.childNodes) {
        if (child.nodeType === 3) line += /** @type {Text} */ (child).data;
        if (child.nodeType !== 1) continue;
        const tag = /** @type {Element} */ (child).tagName;
        if (skipped.has(tag)) continue;
        if (tag === 'BR') flush();
        else if (isBlock(/** @type {Element} */ (child))) {
          flush();
          walk(child);
          flush();
        } else walk(child);
      }
    };
    walk(element);
    flush();
    return lines;
  };
  /** @type {string[]} */
  const hidden = [];
  /** @param {Element} parent */
  const visit = (parent) => {
    for (const child of parent.children) {
      if (skipped.has(child.tagName)) continue;
      if (view?.getComputedStyle(child).display === 'contents') visit(child);
      else if (!child.checkVisibility({ visibilityProperty: true })) hidden.push(...linesOf(child));
      else visit(child);
    }
  };
  visit(doc.body);
  const islands = [...doc.querySelectorAll('astro-island[props]')].map((island) => island.getAttribute('props') ?? '');
  return { visible: /** @type {HTMLElement} */ (doc.body).innerText ?? '', hidden, islands };
}

/**
 * The lines of a text, trimmed, runs of spaces folded, without blank lines.
 * @param {string} text
 */
export const visibleLines = (text) =>
  text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

/**
 * The strings of an island's props that are words for a visitor: not addresses, markup or ids.
 * Astro writes props as JSON whose values are `[type, value]` pairs; every string in it is a value.
 * @param {string} props
 * @returns {string[]}
 */
export function islandWords(props) {
  /** @type {string[]} */
  const words = [];
  /** @param {unknown} value */
  const walk = (value) => {
    if (typeof value === 'string') words.push(value.replace(/\s+/g, ' ').trim());
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  try {
    walk(JSON.parse(props));
  } catch {
    return [];
  }
  return words.filter(
    (word) =>
      word !== '' &&
      !word.startsWith('<') &&
      !/^([a-z][a-z0-9+.-]*:|\/|#|\.)/i.test(word) &&
      // an id or a slug: `starter`, `social-planner`
      !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(word),
  );
}

/**
 * The lines the review compares for a page: its visible lines, then each line a click would show that is not
 * visible already and holds a word or a figure (not a sign alone, such as a counter's `%` waiting for its
 * number), once, marked with AFTER_A_CLICK.
 * @param {RawPageText} text
 * @returns {string[]}
 */
export function pageLines({ visible, hidden, islands }) {
  const lines = visibleLines(visible);
  const seen = new Set(lines);
  const extra = [...visibleLines(hidden.join('\n')), ...islands.flatMap(islandWords)].filter((line) => {
    if (seen.has(line) || !/[\p{L}\p{N}]/u.test(line)) return false;
    seen.add(line);
    return true;
  });
  return [...lines, ...extra.map((line) => `${AFTER_A_CLICK}${line}`)];
}
