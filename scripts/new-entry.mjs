#!/usr/bin/env node
// Creates a skeleton content file, and its translation in every other language of the settings:
//   npm run new:service -- <slug> --category <category slug>
//   npm run new:category -- <slug>
//   npm run new:post -- <slug>
// Every sentence to replace is marked ✎, and the content check refuses the file until none is left. Each
// translation starts as a copy of the new file's words (content-check/words-only-text.mjs: a translation holds
// no fact), marked on its first line as not yet translated
// (src/lib/untranslated-copies.ts): listed as not yet translated, and copied again from the first
// language's file by `npm run translations` until a translator starts on it.
// The `--` may be left out: npm then keeps `--category` for itself and hands on its value as a plain
// argument (npm 11) or as npm_config_category (npm 10 with `--category=x`), so both are read here.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, posix } from 'node:path';
import { parseArgs } from 'node:util';
import { collectionFiles, loadCollections } from './content-check/collections.mjs';
import { languageName } from './content-check/language-names.mjs';
import { readLocales } from './content-check/locales.mjs';
import { tagsInUse } from './tags-in-use.mjs';
import { untranslatedCopy } from '../src/lib/untranslated-copies.ts';
import { wordsOnlyText } from './content-check/words-only-text.mjs';
import { ROUTES } from '../src/i18n/routes.ts';
import { CONTENT_FOLDER, translationFile } from '../src/lib/content-folder.ts';
import { readContentData } from '../src/lib/content-text.ts';

function fail(message) {
  console.error(message);
  process.exit(1);
}

function readArguments() {
  try {
    return parseArgs({ allowPositionals: true, options: { category: { type: 'string' } } });
  } catch (error) {
    const option = /'(-[^']*)'/.exec(error.message)?.[1] ?? error.message;
    return fail(`Unknown option "${option}". Usage: npm run new:service -- <slug> --category <category slug>`);
  }
}

const { positionals, values } = readArguments();
const [kind, slug, ...extra] = positionals;
const fromNpm = process.env.npm_config_category;
const fromNpmValue = fromNpm && fromNpm !== 'true' ? fromNpm : undefined;
const category = values.category ?? fromNpmValue ?? (fromNpm === 'true' ? extra.shift() : undefined);
/** The collection (src/content-files.ts) each kind of file belongs to. */
const COLLECTIONS = { service: 'services', category: 'categories', post: 'posts' };

if (!(kind in COLLECTIONS))
  fail('Say what to create: "service", "category" or "post", e.g. npm run new:service -- lead-nurturing');
if (!slug || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))
  fail(`Give a slug in lower case with dashes, e.g. "lead-nurturing" (got "${slug ?? ''}").`);

if (extra.length > 0)
  fail(
    kind === 'service'
      ? `Unexpected "${extra.join(' ')}": give one slug, then the category after --category, e.g. npm run new:service -- lead-nurturing --category automation`
      : `Unexpected "${extra.join(' ')}": give one slug, e.g. npm run new:${kind} -- lead-nurturing`,
  );

const collections = await loadCollections('.');
const collectionNamed = (/** @type {string} */ name) => collections.find((collection) => collection.name === name);
const target = collectionNamed(COLLECTIONS[kind]);
const file = posix.join(CONTENT_FOLDER, posix.dirname(target.pattern), `${slug}.mdx`);
if (existsSync(file)) fail(`${file} already exists; edit it instead.`);
// The settings' other languages; when the settings cannot be read, `npm run check:content` says why.
const [first = '', ...others] = readLocales('.') ?? [];
const translations = others.map((locale) => ({ locale, file: translationFile(file, locale) }));
const taken = translations.filter((translation) => existsSync(translation.file)).map((translation) => translation.file);
if (taken.length)
  fail(
    `${taken.join(' and ')} already ${taken.length === 1 ? 'exists; move or delete it' : 'exist; move or delete them'} first.`,
  );

const categoryCollection = collectionNamed('categories');
const categories = collectionFiles(categoryCollection).map((path) => categoryCollection.entryName(path));
if (kind === 'service' && !category)
  fail(`Say which category the service belongs to: --category <${categories.join(' | ')}>`);
if (kind === 'service' && !categories.includes(category))
  fail(`No category "${category}". Choose one of: ${categories.join(', ')}.`);

/** The tags in use in each language, one comment line each: `#   German: Vertrieb, CRM, …`. */
const tagsNote = (posts) =>
  tagsInUse(posts, [first, ...others])
    .map(({ locale, tags }) => `#   ${languageName(locale)}: ${tags.join(', ') || 'none yet'}`)
    .join('\n');

const name = slug
  .split('-')
  .map((word, i) => (i === 0 ? word[0].toUpperCase() + word.slice(1) : word))
  .join(' ');
const order = categories.length + 1;
// A new post is written by the first author of the authors' file, today, until the writer says otherwise.
const authorsFile = posix.join(CONTENT_FOLDER, collectionNamed('authors').pattern);
const authors = existsSync(authorsFile) ? readContentData(authorsFile) : [];
const author = Array.isArray(authors) ? authors[0]?.id : undefined;
if (kind === 'post' && !author) fail(`${authorsFile} lists no author yet: add yourself there first (id, name, role).`);
const text = readFileSync(new URL(`./templates/${kind}.mdx`, import.meta.url), 'utf8')
  .replaceAll('{{tagsInUse}}', kind === 'post' ? tagsNote(target) : '')
  .replaceAll('{{slug}}', slug)
  .replaceAll('{{name}}', name)
  .replaceAll('{{category}}', category)
  .replaceAll('{{order}}', String(order))
  .replaceAll('{{author}}', author)
  .replaceAll('{{date}}', new Date().toISOString().slice(0, 10));
writeFileSync(file, text);
const route = { service: ROUTES.service, category: ROUTES.category, post: ROUTES.post }[kind](slug);
const firstName = languageName(first);
if (translations.length) {
  const words = wordsOnlyText(text, target.translationSchema);
  for (const translation of translations) {
    mkdirSync(dirname(translation.file), { recursive: true });
    writeFileSync(translation.file, untranslatedCopy(words, file, languageName(translation.locale)));
  }
}
const created = translations.length
  ? `Created ${file}, and its translations ${translations.map((translation) => translation.file).join(' and ')}.`
  : `Created ${file}.`;
console.log(
  [
    `${created} Replace every sentence marked ✎ (preview ${route} with \`npm run dev\`); the build refuses the file until none is left.`,
    ...(translations.length
      ? [
          `The translations are copies of it, marked on their first line as not yet translated: \`npm run translations\` copies your ${firstName} text into them again once you have written it. To translate one, translate its text and delete that line (preview /${translations[0]?.locale}${route}); or delete the file: ${kind === 'post' ? "that language's blog then leaves the post out" : `that page then shows the ${firstName} text`} until it is translated.`,
        ]
      : []),
  ].join('\n'),
);
