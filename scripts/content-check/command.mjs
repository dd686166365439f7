// @ts-check
// What `npm run check:content` (cli.mjs) prints and how it exits, for a project folder and the command's
// arguments, so that the command's every form can be run in-process as well as by Node:
// - plain: every problem with its file, line and field (to stderr, exit 1 if there is any), then one line per
//   language with files not yet translated;
// - `--json`: `{ problems, untranslated, refreshed }` as JSON on stdout instead (for the dev server, dev-watch.mjs);
// - `--refresh-copies`: first copies the first language's words again into the copies not yet translated that
//   nobody has changed, as `npm run translations` does (the dev server does it at every save), named in
//   `refreshed`.
import { refreshCopies } from '../translations/refresh-copies.mjs';
import { inspectContent } from './check.mjs';
import { formatReport, formatUntranslated } from './format.mjs';

/**
 * @param {readonly string[]} args the command's arguments
 * @param {string} [root] the project folder
 * @returns {Promise<{ exitCode: 0 | 1, stdout: string, stderr: string }>}
 */
export async function contentCheckCommand(args, root = process.cwd()) {
  const refreshed = args.includes('--refresh-copies') ? await refreshCopies(root) : [];
  const { problems, untranslated } = await inspectContent({ root });
  const exitCode = problems.length ? 1 : 0;
  if (args.includes('--json'))
    return { exitCode, stdout: JSON.stringify({ problems, untranslated, refreshed }), stderr: '' };
  // One text, so that the languages' lines come after the problems whichever stream it takes.
  const report = [formatReport(problems), ...formatUntranslated(untranslated)].join('\n');
  return exitCode ? { exitCode, stdout: '', stderr: report } : { exitCode, stdout: report, stderr: '' };
}
