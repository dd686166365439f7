// @ts-check
// The content check: every file of content/ against its schema, ids used twice, names of entries that do not
// exist, internal links to pages the site will not have, MDX bodies that do not compile or fail to render,
// and placeholder text left by the scaffolds. It finds every problem in one run and never builds the site.
import { loadCollections } from './collections.mjs';
import { readEntries } from './entries.mjs';
import { fieldDoc, readFieldDocs } from './field-docs.mjs';
import { dataLinks, linkProblems } from './links.mjs';
import { mdxProblems } from './mdx.mjs';
import { PLACEHOLDER_MARK, placeholderProblems } from './placeholders.mjs';
import { isReferencePath, referenceProblems } from './references.mjs';
import { schemaProblems } from './schema-problems.mjs';
import { siteRoutes } from './site-routes.mjs';
import { objectKeysAt } from './zod-walk.mjs';

/** @typedef {import('./problem.mjs').Problem} Problem */

/**
 * @param {object} [options]
 * @param {string} [options.root] the project folder (default: the current one)
 * @param {string} [options.base] the base path the site is built for (default: BASE_PATH, else `/`)
 * @returns {Promise<Problem[]>} sorted by file and line; [] when the content is fine
 */
export async function checkContent({ root = process.cwd(), base = process.env.BASE_PATH || '/' } = {}) {
  const collections = await loadCollections(root);
  const { entries, sources, problems } = await readEntries(root, collections);
  // The fields' explanations are only read (with the TypeScript parser, about a second) when a message needs them.
  const needsDocs =
    sources.some((source) => source.text.includes(PLACEHOLDER_MARK)) ||
    entries.some((entry) => !entry.collection.schema.safeParse(entry.data).success);
  const docs = needsDocs ? await readFieldDocs(root) : { literals: [], exports: new Map() };
  const describe = (/** @type {import('./entries.mjs').Entry} */ entry, /** @type {(string | number)[]} */ path) => {
    const key = path.at(-1);
    return typeof key === 'string'
      ? fieldDoc(docs, objectKeysAt(entry.collection.schema, path.slice(0, -1)), key)
      : undefined;
  };

  for (const entry of entries) {
    problems.push(
      ...schemaProblems({
        source: entry.source,
        schema: entry.collection.schema,
        data: entry.data,
        prefix: entry.prefix,
        labelPrefix: entry.labelPrefix,
        docs,
        skip: (path) => isReferencePath(entry.collection.name, path),
      }),
    );
  }
  problems.push(...referenceProblems(entries));
  const mdx = await mdxProblems(sources);
  problems.push(...mdx.problems);
  const links = [...entries.flatMap(dataLinks), ...mdx.links];
  problems.push(...linkProblems(links, siteRoutes(root, entries), { root, base }));
  problems.push(...placeholderProblems(entries, describe));
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
