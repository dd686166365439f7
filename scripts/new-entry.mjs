#!/usr/bin/env node
// Creates a skeleton content file: `npm run new:service -- <slug>` or `npm run new:category -- <slug>`. Every
// sentence to replace is marked ✎, and the content check refuses the file until none is left.
// Usage: node scripts/new-entry.mjs <service|category> <slug> [--category <slug>] (services default to sales)
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { category: { type: 'string' } } });
const [kind, slug] = positionals;
const folders = { service: 'content/services', category: 'content/categories' };

function fail(message) {
  console.error(message);
  process.exit(1);
}

if (!(kind in folders)) fail('Say what to create: "service" or "category", e.g. npm run new:service -- lead-nurturing');
if (!slug || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) fail(`Give a slug in lower case with dashes, e.g. "lead-nurturing" (got "${slug ?? ''}").`);

const file = `${folders[kind]}/${slug}.mdx`;
if (existsSync(file)) fail(`${file} already exists; edit it instead.`);

const categories = readdirSync('content/categories').filter((n) => n.endsWith('.mdx')).map((n) => n.replace(/\.mdx$/, ''));
const category = values.category ?? 'sales';
if (kind === 'service' && !categories.includes(category)) fail(`No category "${category}". Choose one of: ${categories.join(', ')}.`);

const name = slug.split('-').map((word, i) => (i === 0 ? word[0].toUpperCase() + word.slice(1) : word)).join(' ');
const order = categories.length + 1;
const text = readFileSync(new URL(`./templates/${kind}.mdx`, import.meta.url), 'utf8')
  .replaceAll('{{slug}}', slug)
  .replaceAll('{{name}}', name)
  .replaceAll('{{category}}', category)
  .replaceAll('{{order}}', String(order));
writeFileSync(file, text);
const route = kind === 'service' ? `/service/${slug}` : `/services/${slug}`;
console.log(`Created ${file}. Replace every sentence marked ✎ (preview ${route} with \`npm run dev\`); the build refuses the file until none is left.`);
