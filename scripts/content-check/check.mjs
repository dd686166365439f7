// @ts-check
// The content check: every file of content/ and of each language's folder content/<code>/ against its schema,
// ids used twice, names of entries that do not exist, internal links to pages the site will not have or to a
// place on a page that none of its headings is, images that are not in public/, MDX bodies that do not compile
// or fail to render, quotation marks left open, placeholder text left by the scaffolds, two entries of a list at
// one position, page titles too long for search results once the brand name is added, translations that
// translate no file, repeat a fact of the file they translate or hold lists of another length than its, and
// copies not yet translated that hold an older text or that a translator has started on. It finds every problem
// in one run and never builds the site. It also lists the files each language has not translated yet, or holds
// as a copy not yet translated (not a problem: the site shows them in the first language).
import { loadCollections } from './collections.mjs';
import { join } from 'node:path';
import { copyProblems } from './copy-problems.mjs';
import { dataTexts } from './data-texts.mjs';
import { drawnIds } from './drawn-ids.mjs';
import { readEntries } from './entries.mjs';
import { factProblems, factsWritten, withoutFacts } from './fact-problems.mjs';
import { fileNameProblems } from './file-names.mjs';
import { fragmentProblems } from './fragments.mjs';
import { fieldDoc, readFieldDocs } from './field-docs.mjs';
import { figureHyphenProblems } from './figure-hyphens.mjs';
import { dataImages, imageProblems, isMissingImage } from './images.mjs';
import { orderProblems } from './order-problems.mjs';
import { postProblems } from './post-problems.mjs';
import { quoteProblems } from './quote-marks.mjs';
import { dataLinks, linkLanguages, linkProblems } from './links.mjs';
import { listLengthProblems } from './list-lengths.mjs';
import { loadModule } from './load-ts.mjs';
import { mdxProblems } from './mdx.mjs';
import { PLACEHOLDER_MARK, placeholderProblems } from './placeholders.mjs';
import { valueAt } from './problem.mjs';
import { isReferencePath, referenceProblems } from './references.mjs';
import { schemaProblems } from './schema-problems.mjs';
import { draftRoutes, draftTest, pageCollections, siteRoutes } from './site-routes.mjs';
import { titleProblems } from './titles.mjs';
import { readContentFiles, untranslatedFiles } from './translation-files.mjs';
import { translationProblems } from './translation-problems.mjs';
import { objectKeysAt } from './zod-walk.mjs';
import { SETTINGS_FILE } from '../../src/lib/settings-path.ts';

/**
 * @typedef {import('./problem.mjs').Problem} Problem
 * @typedef {{ locale: string, shownIn: string, files: string[], leftOut: string[] }} Untranslated the files of
 *   content/ (from the project root) that a language has not translated yet: `files` the site shows in the
 *   language `shownIn` meanwhile, `leftOut` those of a collection shown only in the languages it is written in
 *   (the blog's posts), which that language leaves out until they are translated
 * @typedef {{ problems: Problem[], untranslated: Untranslated[] }} ContentReport
 */

/**
 * @param {object} [options]
 * @param {string} [options.root] the project folder (default: the current one)
 * @param {string} [options.base] the base path the site is built for (default: BASE_PATH, else `/`)
 * @returns {Promise<ContentReport>} problems sorted by file and line ([] when the content is fine), and the
 *   languages with files not yet translated, in the settings' order
 */
export async function inspectContent({ root = process.cwd(), base = process.env.BASE_PATH || '/' } = {}) {
  const collections = await loadCollections(root);
  const files = await readContentFiles(root, collections);
  const { entries, sources, problems, unreadable } = await readEntries(root, files);
  // A fact written in a translation is said once, as such: the other checks read the translation without it.
  const { factNoun } = await loadModule(join(root, 'src/schemas/facts.ts'));
  for (const entry of entries.filter((item) => item.isTranslation)) {
    const facts = factsWritten(entry.originalSchema, entry.data, factNoun);
    problems.push(...factProblems(entry, facts));
    entry.data = withoutFacts(
      entry.data,
      facts.map((item) => item.path),
    );
  }
  // The fields' explanations are only read (with the TypeScript parser, about a second) when a message needs them.
  const needsDocs =
    sources.some((source) => source.text.includes(PLACEHOLDER_MARK)) ||
    entries.some((entry) => !entry.schema.safeParse(entry.data).success);
  const docs = needsDocs ? await readFieldDocs(root) : { literals: [], exports: new Map() };
  const describe = (/** @type {import('./entries.mjs').Entry} */ entry, /** @type {(string | number)[]} */ path) => {
    // An item of a list of words is explained by its list: `tags → item 1` by `tags`.
    const at = path.findLastIndex((segment) => typeof segment === 'string');
    const key = path[at];
    return typeof key === 'string' ? fieldDoc(docs, objectKeysAt(entry.schema, path.slice(0, at)), key) : undefined;
  };

  const refusedValues = entries.flatMap((entry) =>
    schemaProblems({
      source: entry.source,
      schema: entry.schema,
      data: entry.data,
      prefix: entry.prefix,
      labelPrefix: entry.labelPrefix,
      docs,
      skip: (path) =>
        isReferencePath(entry.collection.name, path) || isMissingImage(path, valueAt(entry.data, path), root, entry),
    }),
  );
  problems.push(...refusedValues);
  problems.push(...referenceProblems(entries, unreadable));
  problems.push(...translationProblems(files, entries, sources));
  problems.push(...listLengthProblems(entries, files.locales[0] ?? ''));
  problems.push(...copyProblems(files));
  problems.push(...fileNameProblems(files));
  const mdx = await mdxProblems(sources);
  problems.push(...mdx.problems);
  const { locales } = files;
  const entryOf = new Map(entries.map((entry) => [entry.source.file, entry]));
  const isDraft = draftTest(entries);
  const links = [
    ...entries.flatMap((entry) =>
      dataLinks(entry).map((link) => ({
        ...link,
        locales: linkLanguages(entry, 'data', entries, locales),
        fromDraft: isDraft(entry),
        translatable: false,
      })),
    ),
    ...mdx.links.map((link) => {
      const entry = entryOf.get(link.file);
      return {
        ...link,
        locales: entry ? linkLanguages(entry, 'body', entries, locales) : [],
        fromDraft: entry ? isDraft(entry) : false,
        translatable: true,
      };
    }),
  ];
  const routes = siteRoutes(root, [...entries, ...unreadable], locales);
  // A field whose value the schema refused (a web address where only the site's pages may go) is said once.
  const refused = new Set(refusedValues.map(({ file, line, field }) => `${file}:${line}:${field}`));
  const settings = entries.find((entry) => entry.source.file === SETTINGS_FILE && !entry.prefix.length)?.data;
  const siteUrl = /** @type {{ siteUrl?: unknown } | undefined} */ (settings)?.siteUrl;
  problems.push(
    ...linkProblems(
      links.filter(({ file, line, field }) => !refused.has(`${file}:${line}:${field}`)),
      routes,
      {
        root,
        base,
        locales,
        drafts: draftRoutes(entries, isDraft),
        siteUrl: typeof siteUrl === 'string' ? siteUrl : undefined,
      },
    ),
  );
  problems.push(
    ...fragmentProblems({
      links,
      placeLinks: mdx.placeLinks,
      headingIds: mdx.headingIds,
      entries,
      locales,
      pageCollections: pageCollections(root),
      drawnOn: drawnIds(root),
    }),
  );
  problems.push(...imageProblems([...entries.flatMap(dataImages), ...mdx.images], root));
  problems.push(...postProblems(entries, root));
  problems.push(...orderProblems(entries));
  const shownTexts = [
    ...entries.flatMap(dataTexts),
    ...mdx.texts.flatMap((text) => {
      const entry = entryOf.get(text.file);
      return entry ? [{ ...text, locale: entry.locale }] : [];
    }),
  ];
  problems.push(...quoteProblems(shownTexts));
  problems.push(...figureHyphenProblems(shownTexts));
  problems.push(...placeholderProblems(entries, describe));
  problems.push(...(await titleProblems(entries, root)));
  return {
    problems: problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line),
    untranslated: untranslatedFiles(files).map(({ locale, files: missing }) => ({
      locale,
      shownIn: files.locales[0] ?? '',
      files: missing.filter((item) => !item.collection?.writtenLanguagesOnly).map((item) => item.file),
      leftOut: missing.filter((item) => item.collection?.writtenLanguagesOnly).map((item) => item.file),
    })),
  };
}

/**
 * The problems alone.
 * @param {Parameters<typeof inspectContent>[0]} [options]
 * @returns {Promise<Problem[]>}
 */
export async function checkContent(options) {
  return (await inspectContent(options)).problems;
}
