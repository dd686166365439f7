// @ts-check
// Compiles every MDX body with the compiler @astrojs/mdx uses (satteri), then runs the compiled body once, so
// that a syntax error or an expression that fails when the page is rendered (e.g. `{first_name}`) is reported
// here with its file and line instead of stopping the build with the page's name only. Its headings must
// follow the page's own: the page's title is its one main heading (#), so the text's start at ## and go one level
// deeper at a time, as screen readers, which move through a page by heading level, and a post's table of
// contents expect. It also gives each text's heading ids, made as the build makes them, for the links to a place
// on a page (fragments.mjs).
import { importDependency } from './dependency.mjs';
import { isSitePath } from './images.mjs';
import { isChecked } from './links.mjs';

/**
 * @typedef {import('./problem.mjs').Problem} Problem
 * @typedef {import('./source.mjs').Source} Source
 * @typedef {import('./links.mjs').Link} Link
 * @typedef {import('./images.mjs').ImageRef} ImageRef
 * @typedef {import('./quote-marks.mjs').Text} Text
 * @typedef {{ type: string, depth?: number, value?: string, name?: string, url?: string, attributes?: { name?: string, value?: unknown }[], children?: MdastNode[], position?: { start: { line: number } } }} MdastNode
 */

/** Tags HTML writes without a closing tag; MDX wants them closed, e.g. `<br />`. */
const VOID_TAGS = new Set(['br', 'hr', 'img', 'input', 'wbr', 'col', 'source', 'area', 'embed', 'meta', 'link']);

/** The blocks of an MDX text whose words are read as one: a quote opened in one closes in it. */
const TEXT_BLOCKS = new Set(['paragraph', 'heading', 'tableCell']);

/**
 * A JSX runtime that builds nothing and calls every component at once, so running the body evaluates every
 * expression in it, as rendering the page would. The site gives MDX bodies no components of their own
 * (Prose.astro only swaps `a` for its link component), so none are stubbed.
 */
const runtime = (() => {
  const Fragment = Symbol('Fragment');
  const jsx = (/** @type {unknown} */ type, /** @type {any} */ props) =>
    typeof type === 'function' ? type(props) : { type, props };
  return { Fragment, jsx, jsxs: jsx };
})();

/**
 * @param {Source[]} sources
 * @returns {Promise<{ problems: Problem[], links: Link[], placeLinks: Link[], images: ImageRef[], headingIds: Map<string, string[]>, texts: Omit<Text, 'locale'>[] }>}
 *   `links` lead to pages, `placeLinks` (`#faq-basics`) to a place on the text's own page; `headingIds` holds the ids
 *   of each text's headings, by file; `texts` its paragraphs, headings and table cells as the page shows their words
 */
export async function mdxProblems(sources) {
  /** @type {Map<string, string[]>} */
  const headingIds = new Map();
  const withBody = sources.filter((source) => source.body !== undefined && source.file.endsWith('.mdx'));
  if (!withBody.length) return { problems: [], links: [], placeLinks: [], images: [], headingIds, texts: [] };
  const { evaluate, mdxToMdast } = await importDependency(['@astrojs/mdx', '@astrojs/markdown-satteri', 'satteri']);
  const { default: Slugger } = await importDependency(['@astrojs/mdx', '@astrojs/markdown-satteri', 'github-slugger']);
  /** @type {Problem[]} */
  const problems = [];
  /** @type {Link[]} */
  const links = [];
  /** @type {Link[]} */
  const placeLinks = [];
  /** @type {ImageRef[]} */
  const images = [];
  /** @type {Omit<Text, 'locale'>[]} */
  const texts = [];
  for (const source of withBody) {
    const body = /** @type {string} */ (source.body);
    const where = { file: source.file, field: 'the text under the frontmatter' };
    /** @type {MdastNode} */
    let tree;
    try {
      tree = mdxToMdast(body);
    } catch (error) {
      problems.push({ ...where, ...syntaxProblem(/** @type {Error} */ (error), source) });
      continue;
    }
    const nodes = flatten(tree);
    problems.push(...headingProblems(nodes, source).map((problem) => ({ ...where, ...problem })));
    // The build gives each heading the slug of its text, numbered from the second of one text (-1, -2, …).
    const slugger = new Slugger();
    headingIds.set(
      source.file,
      nodes.filter((node) => node.type === 'heading').map((node) => slugger.slug(textOf(node))),
    );
    for (const node of nodes) {
      const href =
        node.type === 'link' || node.type === 'definition'
          ? node.url
          : node.name === 'a'
            ? node.attributes?.find((attribute) => attribute.name === 'href')?.value
            : undefined;
      const line = node.position?.start.line ?? source.bodyLine;
      if (TEXT_BLOCKS.has(node.type)) texts.push({ file: source.file, line, field: where.field, text: textOf(node) });
      if (typeof href === 'string' && isChecked(href))
        links.push({ href, file: source.file, line, field: where.field });
      else if (typeof href === 'string' && href.startsWith('#'))
        placeLinks.push({ href, file: source.file, line, field: where.field });
      const src =
        node.type === 'image'
          ? node.url
          : node.name === 'img'
            ? node.attributes?.find((attribute) => attribute.name === 'src')?.value
            : undefined;
      // Every image of the site, whatever its path ends in: a typo in the extension is a missing file too.
      if (isSitePath(src))
        images.push({ src: /** @type {string} */ (src), file: source.file, line, field: where.field });
    }
    try {
      const module = await evaluate(body, runtime);
      module.default({});
    } catch (error) {
      problems.push({ ...where, ...renderProblem(/** @type {Error} */ (error), nodes, source, evaluate) });
    }
  }
  return { problems, links, placeLinks, images, headingIds, texts };
}

/**
 * The text of a node as the page shows it, e.g. a heading's `Send from a domain you *can* protect`.
 * @param {MdastNode} node
 * @returns {string}
 */
const textOf = (node) =>
  node.type === 'text' || node.type === 'inlineCode' ? (node.value ?? '') : (node.children ?? []).map(textOf).join('');

/**
 * A # heading (the page has its title as one), and a heading more than one level below the heading before it.
 * @param {MdastNode[]} nodes
 * @param {Source} source
 * @returns {Pick<Problem, 'line' | 'kind' | 'message' | 'advice'>[]}
 */
function headingProblems(nodes, source) {
  const marks = (/** @type {number} */ depth) => '#'.repeat(depth);
  let above = 1;
  return nodes.flatMap((node) => {
    if (node.type !== 'heading' || !node.depth) return [];
    const { depth } = node;
    const line = node.position?.start.line ?? source.bodyLine;
    const previous = above;
    above = Math.max(depth, 2);
    if (depth === 1)
      return [
        {
          line,
          kind: /** @type {const} */ ('value'),
          message: "A heading written with one # is the page's main heading, and the page has one already: its title.",
          advice: 'Write ## for a section of the text, and ### for a part of a section.',
        },
      ];
    if (depth <= previous + 1) return [];
    return [
      {
        line,
        kind: /** @type {const} */ ('value'),
        message: `This ${marks(depth)} heading comes ${previous === 1 ? "under the page's title (#)" : `after a ${marks(previous)} heading`} and skips ${marks(previous + 1)}: screen readers, which move through a page by heading level, would find a level missing.`,
        advice: `Write ${marks(previous + 1)} here: one # more than the heading it belongs under.`,
      },
    ];
  });
}

/** @param {MdastNode} tree */
function flatten(tree) {
  /** @type {MdastNode[]} */
  const nodes = [];
  const walk = (/** @type {MdastNode} */ node) => {
    nodes.push(node);
    node.children?.forEach(walk);
  };
  walk(tree);
  return nodes;
}

/**
 * @param {Error} error the compiler's, e.g. `1:9: Expected a closing tag for \`<br>\` (1:9) before the end of \`paragraph\` (mdx-jsx:unexpected-character)`
 * @param {Source} source
 * @returns {Pick<Problem, 'line' | 'kind' | 'message' | 'advice'>}
 */
function syntaxProblem(error, source) {
  const [, line, text] = /^(\d+):\d+: ([\s\S]*)$/.exec(error.message) ?? ['', String(source.bodyLine), error.message];
  const said = text
    .replace(/\s*\(\d+:\d+\)/g, '')
    .replace(/\s*\([\w-]+:[\w-]+\)\s*$/, '')
    .replace(/ with (?:oxc|acorn)\b/, '');
  const tag = /closing tag for `<([^>\s]+)>`/.exec(said)?.[1];
  let advice;
  if (tag)
    advice = VOID_TAGS.has(tag.toLowerCase())
      ? `In MDX every tag must be closed: write <${tag} /> instead of <${tag}>.`
      : `Close it with </${tag}>, or write <${tag} /> when it holds nothing.`;
  else if (/brace|expression/i.test(said))
    advice = 'Curly braces { } hold code in MDX. To show a brace as text, write \\{ and \\}.';
  else if (/after `<`|before name|JSX tag/i.test(said))
    advice = 'A < starts a tag in MDX. To show the sign itself, write \\< or &lt;. For a link, write [text](/page).';
  else
    advice =
      'Look for an unclosed <tag> or a stray {, } or < on that line. To show them as text, write \\{, \\} or \\<.';
  return { line: Number(line), kind: 'mdx-syntax', message: `The text cannot be read as MDX: ${said}.`, advice };
}

/**
 * @param {Error} error thrown while the compiled body ran
 * @param {MdastNode[]} nodes
 * @param {Source} source
 * @param {(body: string, runtime: object) => Promise<any>} evaluate
 * @returns {Pick<Problem, 'line' | 'kind' | 'message' | 'advice'>}
 */
function renderProblem(error, nodes, source, evaluate) {
  const lineOf = (/** @type {MdastNode | undefined} */ node) => node?.position?.start.line ?? source.bodyLine;
  const expressions = nodes.filter((node) => node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression');
  const undefinedName = /^(\S+) is not defined$/.exec(error.message)?.[1];
  if (undefinedName) {
    const node = expressions.find((expression) =>
      new RegExp(`\\b${undefinedName.replace(/\$/g, '\\$')}\\b`).test(expression.value ?? ''),
    );
    const written = `{${node?.value ?? undefinedName}}`;
    return {
      line: lineOf(node),
      kind: 'mdx-render',
      message: `${written} is read as code in MDX, and nothing called "${undefinedName}" exists on this page, so the page cannot be built.`,
      advice: `To show it as it is written, put a backslash before each brace: \\${written.slice(0, -1)}\\}. Otherwise remove the braces.`,
    };
  }
  const component = /component `([^`]+)` to be defined/.exec(error.message)?.[1];
  if (component) {
    const node = nodes.find((item) => item.name === component);
    return {
      line: lineOf(node),
      kind: 'mdx-render',
      message: `<${component}> is read as a component in MDX, and the site gives its texts no component called ${component}.`,
      advice:
        'Remove it, or write the text in Markdown (## headings, - lists, [links](/plan)). HTML tags are written in lower case, e.g. <strong>.',
    };
  }
  return {
    line: lineOf(expressions.find((expression) => failsAlone(expression, evaluate))),
    kind: 'mdx-render',
    message: `The text fails when the page is rendered: ${error.message}.`,
    advice: 'Check the code between { and } on that line. To show braces as text, write \\{ and \\}.',
  };
}

/**
 * @param {MdastNode} expression
 * @param {(body: string, runtime: object) => any} evaluate
 */
function failsAlone(expression, evaluate) {
  try {
    evaluate(`{${expression.value}}`, runtime).default({});
    return false;
  } catch {
    return true;
  }
}
