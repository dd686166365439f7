#!/usr/bin/env node
// @ts-check
// The pull request's comment, built by the publishing workflow from a summary.json it does not trust: the
// summary is checked (summary-check.mjs) and the Markdown written here, with the links the workflow knows.
// Usage: node scripts/review/comment.mjs --summary <summary.json> --number <pull request> --pages-url <url>
// Prints the comment's body. Imports nothing outside scripts/review/, so it runs without npm ci.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { checkedSummary } from './summary-check.mjs';
import { summaryMarkdown } from './summary-markdown.mjs';

/** GitHub refuses a comment over 65,536 characters; the table is cut well before. */
const COMMENT_LIMIT = 60000;

/**
 * @param {{ summary: unknown, number: number, pagesUrl: string, limit?: number }} input
 * @returns {string}
 */
export function commentBody({ summary, number, pagesUrl, limit = COMMENT_LIMIT }) {
  if (!Number.isInteger(number) || number < 1) throw new Error(`Not a pull request number: ${number}`);
  const folder = `${new URL(pagesUrl).href.replace(/\/+$/, '')}/pr-${number}`;
  const links = { preview: folder, report: `${folder}/review/` };
  const head = `**Preview:** ${folder}/home · **Visual review:** ${links.report} (published a minute or two after this comment)\n\n`;
  const lines = summaryMarkdown(checkedSummary(summary), links).split('\n');
  let body = `${head}${lines.join('\n')}`;
  for (let cut = 1; body.length > limit && cut < lines.length; cut++) {
    const kept = lines.slice(0, lines.length - 1 - cut);
    body = `${head}${kept.join('\n')}\n\n… ${cut} more rows in the report.\n`;
  }
  return body;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { summary: { type: 'string' }, number: { type: 'string' }, 'pages-url': { type: 'string' } },
  });
  if (!values.summary || !values.number || !values['pages-url']) {
    console.error('Usage: node scripts/review/comment.mjs --summary <summary.json> --number <n> --pages-url <url>');
    process.exit(1);
  }
  process.stdout.write(
    commentBody({
      summary: JSON.parse(readFileSync(values.summary, 'utf8')),
      number: Number(values.number),
      pagesUrl: values['pages-url'],
    }),
  );
}
