#!/usr/bin/env node
// Creates a skeleton content file:
//   npm run new:service -- <slug> --category <category slug>
//   npm run new:category -- <slug>
// Every sentence to replace is marked ✎, and the content check refuses the file until none is left.
// The `--` may be left out: npm then keeps `--category` for itself and hands on its value as a plain
// argument (npm 11) or as npm_config_category (npm 10 with `--category=x`), so both are read here.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

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
const folders = { service: 'content/services', category: 'content/categories' };

if (!(kind in folders)) fail('Say what to create: "service" or "category", e.g. npm run new:service -- lead-nurturing');
if (!slug || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))
  fail(`Give a slug in lower case with dashes, e.g. "lead-nurturing" (got "${slug ?? ''}").`);

if (extra.length > 0)
  fail(`Unexpected "${extra.join(' ')}": give one slug, e.g. npm run new:${kind} -- lead-nurturing`);

const file = `${folders[kind]}/${slug}.mdx`;
if (existsSync(file)) fail(`${file} already exists; edit it instead.`);

const categories = readdirSync('content/categories')
  .filter((n) => n.endsWith('.mdx'))
  .map((n) => n.replace(/\.mdx$/, ''));
if (kind === 'service' && !category)
  fail(`Say which category the service belongs to: --category <${categories.join(' | ')}>`);
if (kind === 'service' && !categories.includes(category))
  fail(`No category "${category}". Choose one of: ${categories.join(', ')}.`);

const name = slug
  .split('-')
  .map((word, i) => (i === 0 ? word[0].toUpperCase() + word.slice(1) : word))
  .join(' ');
const order = categories.length + 1;
const text = readFileSync(new URL(`./templates/${kind}.mdx`, import.meta.url), 'utf8')
  .replaceAll('{{slug}}', slug)
  .replaceAll('{{name}}', name)
  .replaceAll('{{category}}', category)
  .replaceAll('{{order}}', String(order));
writeFileSync(file, text);
const route = kind === 'service' ? `/service/${slug}` : `/services/${slug}`;
console.log(
  `Created ${file}. Replace every sentence marked ✎ (preview ${route} with \`npm run dev\`); the build refuses the file until none is left.`,
);
