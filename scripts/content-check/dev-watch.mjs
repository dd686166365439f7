// @ts-check
// The content check inside `astro dev`: runs it when the server starts and again after every change under
// content/ (and the schemas and pages the check reads), each time first copying the words of content/ again
// into the copies not yet translated that nobody has changed (as `npm run translations` does), keeps the latest
// result where the dev middleware (integrations/content-check-middleware.ts) finds it, and reloads the open
// pages when the result changes, so the browser shows the problem instead of the last good content, and the
// page once it is fixed.
// Each run is a fresh Node process: the schemas and the categories they list are read anew every time.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { CONTENT_FOLDER } from '../../src/lib/content-folder.ts';
import { shareCheckState } from './dev-state.mjs';
import { formatDevReport, formatUntranslated, isMistake } from './format.mjs';

/**
 * @typedef {import('./problem.mjs').Problem} Problem
 * @typedef {import('./dev-state.mjs').CheckState} CheckState
 */

const CLI = fileURLToPath(new URL('./cli.mjs', import.meta.url));
/** Saving a file often writes it more than once: wait this long for the writes to settle. */
const SETTLE_MS = 120;

/**
 * The check, after copying the first language's words again into the copies not yet translated that nobody has
 * changed: a writer's save of a new page keeps its copies current, which the build would otherwise refuse.
 * @param {string} root
 * @returns {Promise<import('./check.mjs').ContentReport & { refreshed?: string[], failure?: string }>}
 */
function runCheck(root) {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, '--json', '--refresh-copies'],
      { cwd: root, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        try {
          resolve(JSON.parse(stdout));
        } catch {
          resolve({
            problems: [],
            untranslated: [],
            failure: `The content check could not run: ${stderr || error?.message}`,
          });
        }
      },
    );
  });
}

/**
 * The Vite plugin of `astro dev`.
 * @param {object} options
 * @param {string} options.root the project folder
 * @param {{ info(message: string): void, error(message: string): void }} options.logger
 * @returns {import('vite').Plugin}
 */
export function contentCheckPlugin({ root, logger }) {
  /** @type {CheckState} */
  const state = { root, problems: [] };
  shareCheckState(state);
  let lastReport = '';

  return {
    name: 'content-check',
    apply: 'serve',
    configureServer(server) {
      let queued = false;
      /** @type {NodeJS.Timeout | undefined} */
      let timer;
      const reload = () => server.environments.client.hot.send({ type: 'full-reload', path: '*' });

      const run = async () => {
        const result = await runCheck(root);
        if (result.refreshed?.length)
          logger.info(
            `Copied the words of content/ again into ${result.refreshed.join(', ')}: still marked as not yet translated, now with the words as they are.`,
          );
        const report =
          result.failure ?? [formatDevReport(result.problems), ...formatUntranslated(result.untranslated)].join('\n');
        if (report !== lastReport) {
          if (result.failure || result.problems.some(isMistake)) logger.error(report);
          else logger.info(report);
          const changed = lastReport !== '';
          lastReport = report;
          state.problems = result.problems;
          state.failure = result.failure;
          if (changed) reload();
        }
      };
      // One run at a time; changes during a run start one more run after it.
      const start = () => {
        if (state.pending) {
          queued = true;
          return;
        }
        state.pending = run().finally(() => {
          state.pending = undefined;
          if (queued) {
            queued = false;
            start();
          }
        });
      };

      // What the check reads: the content, and the schemas, collections and pages it checks the content against.
      const folders = [CONTENT_FOLDER, 'src/schemas', 'src/pages', 'src/content-files.ts'].map((path) =>
        join(root, path),
      );
      server.watcher.add(folders);
      server.watcher.on('all', (_event, file) => {
        if (!folders.some((folder) => file === folder || file.startsWith(`${folder}/`))) return;
        clearTimeout(timer);
        timer = setTimeout(start, SETTLE_MS);
      });
      start();
    },
  };
}
