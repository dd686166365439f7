// Every built page passes the W3C's Nu HTML Checker (npm vnu-jar, needs Java) with no error and no warning.
// The checker runs once over all pages (one Java start-up, a few seconds), then each page is one test.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtPages } from '../support/built-site';
import { SITE_DIR } from '../support/sites';

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  /** `warning` on an info that is a warning; plain infos have none. */
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
const pages = builtPages(SITE_DIR);
const messagesByFile = new Map<string, string[]>();

/**
 * Errors and warnings count; plain infos do not. The only info the build yields is "Trailing slash on void
 * elements has no effect", which React writes after every void element its islands render on the server:
 * valid HTML, and not in our hands.
 */
const counts = (message: VnuMessage) => message.type !== 'info' || message.subType === 'warning';
const describeMessage = (m: VnuMessage) =>
  `${m.subType ?? m.type}: ${m.message}${m.lastLine ? ` (line ${m.lastLine})` : ''}${m.extract ? `\n    ${m.extract.trim()}` : ''}`;

/**
 * Java's quick compiler alone (tier 1): the checker runs for seconds, and the optimising compiler spent more
 * CPU than it saved (18 CPU s to check every page, 8 without it; the report is the same byte for byte). Code
 * compiled that way takes more stack, which the checker's schema evaluation needs deep: hence the larger stack.
 */
const JAVA_OPTIONS = ['-XX:TieredStopAtLevel=1', '-Xss4m'];

beforeAll(() => {
  const files = pages.map((page) => resolve(page.file));
  const run = spawnSync('java', [...JAVA_OPTIONS, '-jar', vnuJar, '--format', 'json', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error)
    throw new Error(`The W3C checker needs Java (Debian: apt-get install default-jre-headless): ${run.error.message}`);
  // vnu writes its JSON report to stderr and exits 1 when it found an error.
  const report = JSON.parse(run.stderr) as { messages: VnuMessage[] };
  for (const message of report.messages.filter(counts)) {
    const file = message.url ? fileURLToPath(message.url) : '(no file)';
    messagesByFile.set(file, [...(messagesByFile.get(file) ?? []), describeMessage(message)]);
  }
}, 120_000);

describe('W3C HTML checker', () => {
  it('checked every page and could read each one', () => {
    const known = new Set(pages.map((page) => resolve(page.file)));
    const elsewhere = [...messagesByFile]
      .filter(([file]) => !known.has(file))
      .flatMap(([file, messages]) => messages.map((m) => `${file}: ${m}`));
    expect(elsewhere).toEqual([]);
  });

  for (const page of pages) {
    it(`${page.route} has no errors or warnings`, () => {
      expect(messagesByFile.get(resolve(page.file)) ?? []).toEqual([]);
    });
  }
});
