// @ts-check
// Internal links written in content/ (the `href` fields of the YAML, the links of the MDX bodies) must lead to
// a page the site will have, written from the site root: the build adds the base path (e.g. `/pr-42/`) itself.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { closest } from './closest.mjs';
import { fieldLabel } from './problem.mjs';
import { ROUTES } from '../../src/i18n/routes.ts';

/**
 * @typedef {import('./problem.mjs').Problem} Problem
 * @typedef {{ href: string, file: string, line: number, field: string }} Link
 */

/**
 * The `href` fields inside an entry's data that point inside the site.
 * @param {import('./entries.mjs').Entry} entry
 * @returns {Link[]}
 */
export function dataLinks(entry) {
  /** @type {Link[]} */
  const links = [];
  const walk = (/** @type {unknown} */ value, /** @type {(string | number)[]} */ path) => {
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index]));
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'href' && typeof inner === 'string' && isInternal(inner)) {
          links.push({
            href: inner,
            file: entry.source.file,
            line: entry.source.lineOf([...entry.prefix, ...path, key]),
            field: [entry.labelPrefix, fieldLabel([...path, key])].filter(Boolean).join(' → '),
          });
        } else walk(inner, [...path, key]);
      }
    }
  };
  walk(entry.data, []);
  return links;
}

/** @param {string} href */
export const isInternal = (href) => href.startsWith('/') && !href.startsWith('//');

/**
 * @param {Link[]} links
 * @param {Set<string>} routes
 * @param {object} options
 * @param {string} options.root
 * @param {string} options.base the build's base path, e.g. `/` or `/pr-42/`
 * @returns {Problem[]}
 */
export function linkProblems(links, routes, { root, base }) {
  /** @type {Problem[]} */
  const problems = [];
  const trimmedBase = base.replace(/\/+$/, '');
  const exists = (/** @type {string} */ path) =>
    routes.has(path) || (path !== '/' && existsSync(join(root, 'public', path)));
  for (const link of links) {
    const path = decodeURI(link.href.replace(/[?#].*$/, '')).replace(/(.)\/+$/, '$1');
    if (exists(path)) continue;
    const where = { file: link.file, line: link.line, field: link.field, kind: /** @type {const} */ ('link') };
    // Written with a base path in front: this build's, or a preview folder such as /pr-42/.
    const segments = path.split('/').slice(1);
    const withoutFolder =
      trimmedBase && path.startsWith(`${trimmedBase}/`)
        ? path.slice(trimmedBase.length)
        : `/${segments.slice(1).join('/')}`;
    const isFolder =
      !routes.has(`/${segments[0]}`) && ![...routes].some((route) => route.startsWith(`/${segments[0]}/`));
    if (segments.length > 1 && isFolder && exists(withoutFolder)) {
      problems.push({
        ...where,
        message: `The link ${link.href} starts with the folder /${segments[0]}/, which only one build of the site has.`,
        advice: `Write it from the site root: ${withoutFolder}. The build puts its own folder in front of every link.`,
      });
      continue;
    }
    const suggestion = closest(path, routes);
    problems.push({
      ...where,
      message: `The link ${link.href} leads to no page: the site has no page ${path}.`,
      advice: suggestion
        ? `Did you mean ${suggestion}?`
        : `Link to one of the site's pages, e.g. ${ROUTES.plans}, ${ROUTES.category('<a file name in content/categories/>')} or ${ROUTES.service('<a file name in content/services/>')}.`,
    });
  }
  return problems;
}
