// @ts-check
// Writes the review folder: index.html (one page with its styles inline and no script, that opens from
// disk and can be published beside the preview; the before/after switches are radio buttons and CSS), the
// screenshots it shows (changed, added and removed routes only), summary.json and summary.md.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pngSize } from './compare.mjs';
import { encodeImage } from './images.mjs';
import { shotFile } from './shoot.mjs';
import { viewName } from './shots.mjs';
import {
  bytesWorthShowing,
  groupedRows,
  kilobytes,
  percent,
  routeId,
  signedBytes,
  statusCounts,
  summaryMarkdown,
} from './summary-markdown.mjs';
import { changedFieldLabel } from '../content-check/problem.mjs';
import { AFTER_A_CLICK } from './page-text.mjs';
import { diffWords, withContext } from './text-diff.mjs';
import { WEIGHT_KINDS } from './weights.mjs';

/**
 * @typedef {import('./summary.mjs').Summary} Summary
 * @typedef {import('./summary.mjs').RouteSummary} RouteSummary
 * @typedef {import('./compare.mjs').RouteComparison} RouteComparison
 * @typedef {import('./shots.mjs').ShotView} ShotView
 * @typedef {{ before?: string[], after?: string[], diff?: string[] }} ShotImages each picture's paths relative to
 *   index.html: one, or the parts of a picture taller than WebP allows, top to bottom
 * @typedef {ShotImages & { closeUps?: (ShotImages & { top: number, bottom: number })[] }} ShotViewImages
 */

const escapeHtml = (/** @type {string} */ text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export { routeId };

const STYLE = `
:root{color-scheme:light;font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937;background:#f8fafc}
body{margin:0 auto;max-width:1400px;padding:1.5rem}
h1{margin:0 0 .25rem}h2{margin:2.5rem 0 .5rem;font-size:1.4rem}h3{margin:1.5rem 0 .5rem;font-size:1.05rem}
code{font-family:ui-monospace,monospace;overflow-wrap:anywhere}
a{color:#5b21b6}
.counts{display:flex;flex-wrap:wrap;gap:.5rem;padding:0;list-style:none}
.counts li{border-radius:999px;padding:.15rem .75rem;background:#e2e8f0}
.changed{background:#fde68a!important}.added{background:#bbf7d0!important}.removed{background:#fecaca!important}
article{margin-top:2rem;padding:1rem 1.25rem;border:1px solid #cbd5e1;border-radius:.75rem;background:#fff}
article>h2:first-child{margin-top:0}
.flip{margin:1rem 0}
.flip input{position:absolute;opacity:0}
.flip label{display:inline-block;margin-right:.25rem;padding:.3rem .8rem;border:1px solid #94a3b8;border-radius:.5rem;cursor:pointer}
.flip input:checked+label{background:#1f2937;color:#fff;border-color:#1f2937}
.flip input:focus-visible+label{outline:3px solid #7c3aed;outline-offset:2px}
.views{margin-top:.75rem;display:grid;gap:1rem;align-items:start}
.views figure{display:none;margin:0}
.views img{display:block;max-width:100%;height:auto;border:1px solid #cbd5e1}
.views .parts{border:1px solid #cbd5e1}.views .parts img{border:0}
.views figcaption{font-size:.85rem;color:#475569}
.flip .show-after:checked~.views .after,.flip .show-before:checked~.views .before,.flip .show-diff:checked~.views .diff,.single .views figure{display:block}
.flip .show-both:checked~.views{grid-template-columns:1fr 1fr}
.flip .show-both:checked~.views .before,.flip .show-both:checked~.views .after{display:block}
.text{margin:0;padding:.75rem;overflow-x:auto;background:#f1f5f9;border-radius:.5rem;font:0.85rem/1.5 ui-monospace,monospace;white-space:pre-wrap}
.text span{display:block}.text .gap{color:#94a3b8}
.text .del,.blocks .del{background:#fee2e2}.text .ins,.blocks .ins{background:#dcfce7}
.text del{background:#fca5a5;text-decoration:line-through}.text ins{background:#86efac;text-decoration:none}
table{border-collapse:collapse;margin:.5rem 0;display:block;max-width:100%;overflow-x:auto}th,td{padding:.3rem .6rem;border-bottom:1px solid #e2e8f0;text-align:right;white-space:nowrap}
th:first-child,td:first-child{text-align:left}
.over{color:#b91c1c;font-weight:600}
.themes{display:grid;gap:0 1.5rem;align-items:start}.themes>section{min-width:0}
@media (min-width:60rem){.themes{grid-template-columns:1fr 1fr}}
h4{margin:1rem 0 .25rem;font-size:1rem}
.click{font:600 .7rem system-ui,sans-serif;padding:0 .35rem;border-radius:.25rem;background:#e0e7ff;color:#3730a3}
.outdated{margin:.75rem 0;padding:.5rem 1rem;border-left:4px solid #d97706;background:#fffbeb}
.key-changed{color:#dc2626;font-weight:600}.key-removed{background:#fca5a5}.key-inserted{background:#86efac}
h2 a,h3 a{color:inherit;text-decoration:none}h2 small+a,h3 a+a,li a+a{margin-left:.5rem;font-size:.85rem}
`;

/**
 * One screenshot pair with its switch: both side by side, before, after, or the difference (changed
 * pixels in red over the two). A single image (an added or removed page) needs no switch.
 * @param {string} group a unique name for the radio group
 * @param {string} caption
 * @param {ShotImages} images
 */
function flipper(group, caption, images) {
  const views = /** @type {const} */ ([
    ['before', 'Before'],
    ['after', 'After'],
    ['diff', 'Difference'],
  ]).filter(([key]) => images[key]);
  const options = [...(images.before && images.after ? [['both', 'Side by side']] : []), ...views];
  const radios = options
    .map(
      ([key, label], index) =>
        `<input type="radio" class="show-${key}" name="${group}" id="${group}-${key}"${index === 0 ? ' checked' : ''}><label for="${group}-${key}">${label}</label>`,
    )
    .join('');
  const figures = views
    .map(([key, label]) => {
      const sources = images[key] ?? [];
      const img = (/** @type {string} */ src, /** @type {number} */ index) =>
        `<img src="${escapeHtml(src)}" alt="${label}: ${escapeHtml(caption)}${sources.length > 1 ? `, part ${index + 1} of ${sources.length}` : ''}" loading="lazy">`;
      const pictures =
        sources.length > 1 ? `<div class="parts">${sources.map(img).join('')}</div>` : sources.map(img).join('');
      return `<figure class="${key}">${pictures}<figcaption>${label}</figcaption></figure>`;
    })
    .join('');
  return `<div class="flip${options.length > 1 ? '' : ' single'}" role="group" aria-label="${escapeHtml(caption)}">${options.length > 1 ? radios : ''}<div class="views">${figures}</div></div>`;
}

/**
 * The visible-text diff of a route as lines, a changed line's words marked where it replaced one line.
 * @param {import('./text-diff.mjs').DiffLine[]} lines
 */
export function textDiffHtml(lines) {
  const shown = withContext(lines);
  if (!shown.length) return '<p>No change in the visible text.</p>';
  const out = [];
  for (let index = 0; index < shown.length; index++) {
    const line = shown[index];
    if (line === null) {
      out.push('<span class="gap">…</span>');
      continue;
    }
    const next = shown[index + 1];
    const single =
      line.op === 'removed' &&
      next?.op === 'added' &&
      shown[index - 1]?.op !== 'removed' &&
      shown[index + 2]?.op !== 'added';
    if (single && next) {
      const words = diffWords(line.text, next.text);
      const side = (/** @type {'removed' | 'added'} */ op, /** @type {string} */ tag) =>
        words
          .filter((word) => word.op === 'same' || word.op === op)
          .map((word) => (word.op === op ? `<${tag}>${escapeHtml(word.text)}</${tag}>` : escapeHtml(word.text)))
          .join('');
      out.push(
        `<span class="del">− ${clickMarked(side('removed', 'del'))}</span>`,
        `<span class="ins">+ ${clickMarked(side('added', 'ins'))}</span>`,
      );
      index++;
      continue;
    }
    const [mark, className] = line.op === 'removed' ? ['−', 'del'] : line.op === 'added' ? ['+', 'ins'] : [' ', 'same'];
    out.push(`<span class="${className}">${mark} ${clickMarked(escapeHtml(line.text))}</span>`);
  }
  return `<pre class="text">${out.join('')}</pre>`;
}

/**
 * A line a visitor reads only after a click, its mark as a label (the mark is plain text, so no word of it
 * is ever marked as changed unless both lines differ in it).
 * @param {string} html
 */
const clickMarked = (html) =>
  html.startsWith(AFTER_A_CLICK) ? `<b class="click">after a click</b> ${html.slice(AFTER_A_CLICK.length)}` : html;

/**
 * The fields of content/ whose translation did not follow, for a translated route.
 * @param {RouteSummary} route
 */
function outdatedNote(route) {
  if (!route.translationOutdated) return '';
  const items = route.outdatedTranslations
    .map(
      ({ source, file, fields }) =>
        `<li><code>${escapeHtml(file)}</code> is older than <code>${escapeHtml(source)}</code>${fields.length ? `, whose ${fields.length === 1 ? 'field' : 'fields'} ${fields.map((field) => `<code>${escapeHtml(changedFieldLabel(field))}</code>`).join(', ')} changed since` : ''}</li>`,
    )
    .join('');
  return `<div class="outdated"><p><strong>Translation outdated:</strong> this page shows words translated from an older version.</p><ul>${items}</ul></div>`;
}

/**
 * Links of a route: its page in the preview (when the preview's address is known) and its section here.
 * @param {RouteSummary} route
 * @param {import('./summary-markdown.mjs').SummaryLinks} links
 */
const routeLinks = (route, links) =>
  `${links.preview && route.status !== 'removed' ? ` <a href="${escapeHtml(`${links.preview.replace(/\/+$/, '')}${route.route}`)}">preview</a>` : ''}`;

/** @param {RouteSummary} route */
function bytesTable(route) {
  const rows = WEIGHT_KINDS.map((kind) => {
    const change = route.bytes[kind];
    const figure = (/** @type {number | null} */ value) => (value === null ? '–' : kilobytes(value));
    const after = `${figure(change.after)}${change.overBudget ? ' (over budget)' : ''}`;
    return `<tr><th scope="row">${kind.toUpperCase()}</th><td>${figure(change.before)}</td><td${change.overBudget ? ' class="over"' : ''}>${after}</td><td>${signedBytes(change.delta)}</td><td>${kilobytes(change.budget)}</td></tr>`;
  }).join('');
  return `<table><thead><tr><th>gzip</th><th>before</th><th>after</th><th>change</th><th>budget</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/**
 * One shot of a route in the report: its share of changed pixels and the rows only one side has, then the
 * close-up around the change and the whole page (or the whole page alone).
 * @param {RouteSummary} route
 * @param {string} label
 * @param {ShotView} view
 * @param {ShotViewImages | undefined} shot
 * @param {import('./compare.mjs').ShotComparison | undefined} compared
 */
function shotSection(route, label, view, shot, compared) {
  const id = `${routeId(route.route)}-${label}`;
  const title = `${route.route} at ${viewName(view)}`;
  if (route.status === 'changed' && route.pixels[label] === 0)
    return `<section><h4>${view.theme}: no pixel changed</h4></section>`;
  const height = route.heights[label]
    ? `, height ${route.heights[label].before} → ${route.heights[label].after} px`
    : '';
  const share = label in route.pixels ? `: ${percent(route.pixels[label])} of pixels changed${height}` : '';
  const blocks =
    compared?.blocks && (compared.blocks.inserted || compared.blocks.removed)
      ? `<p class="blocks">${[compared.blocks.inserted ? `<span class="ins">${compared.blocks.inserted} rows inserted</span>` : '', compared.blocks.removed ? `<span class="del">${compared.blocks.removed} rows removed</span>` : ''].filter(Boolean).join(', ')}; the rows below are compared where they moved to.</p>`
      : '';
  const closeUps = shot?.closeUps ?? [];
  const closeUp = closeUps
    .map(
      (place, index) =>
        `<p>${closeUps.length > 1 ? `Change ${index + 1} of ${closeUps.length}` : 'Around the change'} (rows ${place.top} to ${place.bottom} of the difference):</p>${flipper(`${id}-close-${index}`, `${title}, around change ${index + 1}`, place)}`,
    )
    .join('');
  const whole = shot ? flipper(id, title, shot) : '';
  return `<section><h4>${view.theme}${share}</h4>${blocks}${closeUp ? `${closeUp}<details><summary>Whole page</summary>${whole}</details>` : whole}</section>`;
}

/**
 * @param {RouteSummary} route
 * @param {RouteComparison} comparison
 * @param {Record<string, ShotViewImages>} images by shot label
 * @param {Record<string, ShotView>} shots
 * @param {import('./summary-markdown.mjs').SummaryLinks} links
 */
function routeArticle(route, comparison, images, shots, links) {
  /** @type {Map<number, [string, ShotView][]>} */
  const byWidth = new Map();
  for (const [label, view] of Object.entries(shots))
    byWidth.set(view.width, [...(byWidth.get(view.width) ?? []), [label, view]]);
  // Each width's shots side by side, a dark one beside the light one.
  const widths = [...byWidth]
    .map(
      ([width, views]) =>
        `<h3>${width} px</h3><div class="themes">${views.map(([label, view]) => shotSection(route, label, view, images[label], comparison.shots[label])).join('')}</div>`,
    )
    .join('');
  const text = `<h3>Text: +${route.words.added} −${route.words.removed} words, +${route.text.added} −${route.text.removed} lines</h3>${textDiffHtml(comparison.text)}`;
  return `<article id="${routeId(route.route)}"><h2><a href="#${routeId(route.route)}"><code>${escapeHtml(route.route)}</code></a> <small class="${route.status}">${route.status}</small>${routeLinks(route, links)}</h2>${outdatedNote(route)}${text}<h3>Bytes (gzip)</h3>${bytesTable(route)}${widths}</article>`;
}

/**
 * The whole report page.
 * @param {Summary} summary
 * @param {RouteComparison[]} comparisons
 * @param {Record<string, Record<string, ShotViewImages>>} images by route, then shot label
 * @param {import('./summary-markdown.mjs').SummaryLinks} [links]
 */
export function reportHtml(summary, comparisons, images, links = {}) {
  const counts = statusCounts(summary);
  const byRoute = new Map(comparisons.map((comparison) => [comparison.route, comparison]));
  // Changed pages first, each page's languages together, as in the pull request's table.
  const shown = groupedRows(summary.routes).filter((route) => route.status !== 'unchanged');
  const unchanged = summary.routes.filter((route) => route.status === 'unchanged');
  const list = shown.length
    ? `<ol>${shown.map((route) => `<li><a href="#${routeId(route.route)}"><code>${escapeHtml(route.route)}</code></a> ${route.status}${route.words.added || route.words.removed ? `, +${route.words.added} −${route.words.removed} words` : ''}${route.translationOutdated ? ', <strong>translation outdated</strong>' : ''}${routeLinks(route, links)}</li>`).join('')}</ol>`
    : '<p>No page looks different.</p>';
  const articles = shown
    .map((route) =>
      routeArticle(
        route,
        /** @type {RouteComparison} */ (byRoute.get(route.route)),
        images[route.route] ?? {},
        summary.shots,
        links,
      ),
    )
    .join('');
  const stale = unchanged.filter((route) => route.translationOutdated);
  const outdatedCount = summary.routes.filter((route) => route.translationOutdated).length;
  const outdated = stale.length
    ? `<h2 id="outdated">Same look, outdated translation</h2><p>These pages did not change, but the words they translate did.</p>${stale.map((route) => `<section id="${routeId(route.route)}"><h3><a href="#${routeId(route.route)}"><code>${escapeHtml(route.route)}</code></a>${routeLinks(route, links)}</h3>${outdatedNote(route)}</section>`).join('')}`
    : '';
  const views = Object.values(summary.shots);
  const widths = [...new Set(views.map((view) => view.width))];
  const themes = [...new Set(views.map((view) => view.theme))];
  const moved = unchanged.filter(bytesWorthShowing);
  // The summary's table links each of these routes here; one with an outdated translation has its anchor above.
  const bytesOnly = moved.length
    ? `<h2>Same look, other bytes</h2>${moved.map((route) => `<h3${route.translationOutdated ? '' : ` id="${routeId(route.route)}"`}><a href="#${routeId(route.route)}"><code>${escapeHtml(route.route)}</code></a>${routeLinks(route, links)}</h3>${bytesTable(route)}`).join('')}`
    : '';
  const title = `Review of ${summary.head.slice(0, 7)} against ${summary.base.slice(0, 7)}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>Base <code>${escapeHtml(summary.base)}</code>, head <code>${escapeHtml(summary.head)}</code>${summary.headDirty ? ' with uncommitted changes' : ''}. Full-page screenshots at ${widths.join(' and ')} px, in the ${themes.join(' and ')} theme${themes.length > 1 ? 's' : ''}. In a difference, the rows of the two shots are lined up: kept rows are faded, changed pixels <span class="key-changed">red</span>, rows only the old page has <span class="key-removed">washed red</span> and rows only the new page has <span class="key-inserted">washed green</span>. Text marked <b class="click">after a click</b> is on the page but hidden until a visitor opens it (an answer, a menu, a dialog, the other billing period).</p>
<ul class="counts">${Object.entries(counts)
    .map(([status, count]) => `<li class="${count && status !== 'unchanged' ? status : ''}">${count} ${status}</li>`)
    .join(
      '',
    )}${outdatedCount ? `<li class="changed">${stale.length ? `<a href="#outdated">${outdatedCount} with an outdated translation</a>` : `${outdatedCount} with an outdated translation`}</li>` : ''}</ul>
${list}
${articles}
${outdated}
${bytesOnly}
<h2>Unchanged</h2>
<p>${unchanged.length ? unchanged.map((route) => `<code>${escapeHtml(route.route)}</code>${route.translationOutdated ? ` (<a href="#${routeId(route.route)}">translation outdated</a>)` : ''}`).join(', ') : 'None.'}</p>
</body>
</html>
`;
}

/** Rows shown above and below the changed rows in a close-up, and the most a close-up shows. */
const CLOSE_UP_MARGIN = 120;
const CLOSE_UP_MAX = 1600;

/**
 * The rows of a close-up: the changed rows with a margin, at most CLOSE_UP_MAX of them, within the picture.
 * @param {{ top: number, bottom: number }} rows
 * @param {number} height the picture's
 */
export const closeUpRows = ({ top, bottom }, height) => {
  const from = Math.max(0, top - CLOSE_UP_MARGIN);
  return { top: from, bottom: Math.min(bottom + CLOSE_UP_MARGIN, from + CLOSE_UP_MAX - 1, height - 1) };
};

/**
 * Writes a picture's WebP parts (images.mjs) as `<name>.webp`, or `<name>.part-1.webp`, `<name>.part-2.webp`, ...
 * when it has several, and returns their paths.
 * @param {string} out
 * @param {string} name the path below `out` without the extension
 * @param {Buffer[]} parts
 * @returns {string[]}
 */
function writePicture(out, name, parts) {
  const paths = parts.map((_, index) => `${name}${parts.length > 1 ? `.part-${index + 1}` : ''}.webp`);
  parts.forEach((data, index) => writeFileSync(join(out, paths[index]), data));
  return paths;
}

/**
 * Writes the review folder from scratch: index.html, images/, summary.json and summary.md. Images are
 * written for the routes that are not unchanged, for the shots where a pixel changed: each whole page
 * (before, after, the difference) and a close-up of the rows around the change, each side cut at its own
 * rows (the difference image has the rows of both).
 * @param {{ out: string, summary: Summary, comparisons: RouteComparison[], shots: { base: string, head: string },
 *   preview?: string }} input `preview`: where the preview of the head is published, when it is
 */
export async function writeReport({ out, summary, comparisons, shots, preview }) {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(join(out, 'images'), { recursive: true });
  /** @type {Record<string, Record<string, ShotViewImages>>} */
  const images = {};
  for (const comparison of comparisons) {
    if (comparison.status === 'unchanged') continue;
    images[comparison.route] = {};
    for (const label of Object.keys(summary.shots)) {
      const compared = comparison.shots[label];
      if (compared && compared.changedPixels === 0) continue;
      const file = shotFile(comparison.route, label).replace(/\.png$/, '');
      /** @type {Partial<Record<'before' | 'after' | 'diff', Buffer>>} */
      const pictures = {};
      if (comparison.status !== 'added')
        pictures.before = readFileSync(join(shots.base, shotFile(comparison.route, label)));
      if (comparison.status !== 'removed')
        pictures.after = readFileSync(join(shots.head, shotFile(comparison.route, label)));
      if (compared?.diff) pictures.diff = compared.diff;
      /** @type {ShotViewImages} */
      const shot = {};
      const changes = compared?.diff ? (compared.changes ?? []) : [];
      const diffHeight = compared?.diff ? pngSize(compared.diff).height : 0;
      /** @type {NonNullable<ShotViewImages['closeUps']>} */
      const closeUps = changes.map((change) => closeUpRows(change.diff, diffHeight));
      if (closeUps.length) shot.closeUps = closeUps;
      for (const [kind, png] of /** @type {['before' | 'after' | 'diff', Buffer][]} */ (Object.entries(pictures))) {
        shot[kind] = writePicture(out, `images/${file}.${kind}`, await encodeImage(png));
        for (const [index, change] of changes.entries()) {
          const closeUp = await encodeImage(png, closeUpRows(change[kind], pngSize(png).height));
          closeUps[index][kind] = writePicture(
            out,
            `images/${file}.${kind}.close-up${changes.length > 1 ? `-${index + 1}` : ''}`,
            closeUp,
          );
        }
      }
      images[comparison.route][label] = shot;
    }
  }
  writeFileSync(join(out, 'index.html'), reportHtml(summary, comparisons, images, { preview }));
  writeFileSync(join(out, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  writeFileSync(join(out, 'summary.md'), summaryMarkdown(summary, { preview, report: 'index.html' }));
}
