// `astro dev` with a mistake in content/: the page open in the browser turns into Astro's error overlay naming
// the file, the line and the field (not the last content that passed, with status 200), and comes back by
// itself once the file is fixed. A draft post shows there, as the writer wants to see it. Runs a real dev server
// on a scratch copy of the project and a real Chromium.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, headlessChromiumPath } from '../../scripts/browser.mjs';
import { testSites } from '../../scripts/test-sites.mjs';
import { ROUTES } from '../../src/i18n/routes';
import { readContentData } from '../../src/lib/content-text';
import { projectCopy } from '../support/project-copy';
import { outsideEnv } from '../support/outside-env';

const project = projectCopy();
const port = testSites().sitePort + 5;
const origin = `http://localhost:${port}`;
let server: ChildProcess;
let output = '';
let browser: Browser;
let page: Page;

const planTitle = (readContentData(join(project.dir, 'content/pages/plan.yaml')) as { title: string }).title;
const overlayText = () =>
  page.evaluate(() => document.querySelector('vite-error-overlay')?.shadowRoot?.textContent ?? '');

beforeAll(async () => {
  // Run as `npm run dev` runs it.
  server = spawn(resolve('node_modules/.bin/astro'), ['dev', '--port', String(port)], {
    cwd: project.dir,
    env: outsideEnv({ ASTRO_CACHE_DIR: join(project.dir, '.cache') }),
  });
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 120_000;
  while (!/Content check: every file in content\/ is fine/.test(output) || !output.includes(`localhost:${port}`)) {
    if (Date.now() > deadline || server.exitCode !== null) throw new Error(`The dev server did not start:\n${output}`);
    await new Promise((done) => setTimeout(done, 250));
  }
  browser = await chromium.launch({ executablePath: headlessChromiumPath(), args: chromiumArgs });
  page = await browser.newPage();
  // What the browser saw goes into the failure message with the server's output.
  page.on('framenavigated', (frame) => (output += `browser: navigated to ${frame.url()}\n`));
  page.on('websocket', (socket) =>
    socket.on('framereceived', (frame) => (output += `browser: received ${String(frame.payload).slice(0, 80)}\n`)),
  );
}, 150_000);

afterAll(async () => {
  await browser?.close();
  server?.kill('SIGINT');
  await new Promise((done) => (server?.exitCode !== null ? done(undefined) : server.once('exit', done)));
  project.remove();
});

describe('a draft in the dev server', () => {
  it('publishes a draft post, which a production build leaves out, on the blog and at its address', async () => {
    const [file] = readdirSync(join(project.dir, 'content/blog')).filter((name) => name.endsWith('.mdx'));
    const path = `content/blog/${file}`;
    // A new title as well, so that the list showing it proves the edit reached the server.
    const title = 'Draft: a post still being written';
    project.edit(path, (text) => text.replace(/^title: .*$/m, `title: "${title}"\ndraft: true`));
    await expect
      .poll(async () => (await page.goto(`${origin}${ROUTES.blog}`), page.getByText(title).count()), {
        timeout: 60_000,
      })
      .toBeGreaterThan(0);
    expect((await page.request.get(`${origin}${ROUTES.post(file!.replace(/\.mdx$/, ''))}`)).status()).toBe(200);
  }, 150_000);
});

describe('a content mistake in the dev server', () => {
  it('replaces the open page with the error overlay, then brings the page back once fixed', async () => {
    const response = await page.goto(`${origin}/plan`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.title()).toContain(planTitle);

    const file = 'content/plans/starter.yaml';
    project.edit(file, (text) => text.replace(/^monthly: (\d+)$/m, 'monthly: "€$1"'));
    const line =
      readFileSync(join(project.dir, file), 'utf8')
        .split('\n')
        .findIndex((text) => text.startsWith('monthly:')) + 1;
    await page
      .waitForFunction(() => document.title === 'ContentError', null, { timeout: 60_000 })
      .catch((error) => {
        throw new Error(`${error.message}\n${output}`);
      });
    await expect.poll(overlayText, { timeout: 10_000 }).toContain(`${file}:${line}  monthly`);
    expect(await overlayText()).toContain('Write the price as a plain number of euros');
    expect((await page.request.get(`${origin}/plan`)).status()).toBe(500);

    project.edit(file, (text) => text.replace(/^monthly: "€(\d+)"$/m, 'monthly: $1'));
    await page.waitForFunction((title) => document.title.includes(title), planTitle, { timeout: 60_000 });
    expect((await page.request.get(`${origin}/plan`)).status()).toBe(200);
  }, 150_000);

  it('names the MDX file and line of an expression that would fail to render', async () => {
    const file = 'content/services/crm-solution.mdx';
    await page.goto(`${origin}/service/crm-solution`);
    await expect.poll(() => page.title()).not.toBe('ContentError');
    project.edit(file, (text) => `${text}\nHello {first_name}.\n`);
    const line =
      readFileSync(join(project.dir, file), 'utf8')
        .split('\n')
        .findIndex((text) => text.includes('{first_name}')) + 1;
    await expect.poll(overlayText, { timeout: 60_000 }).toContain(`${file}:${line}`);
    expect(await overlayText()).toContain('\\{first_name\\}');
  }, 150_000);
});
