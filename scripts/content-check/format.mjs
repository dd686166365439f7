// @ts-check
// How the content check's findings are printed: one block per problem, file:line and field first.

/** @typedef {import('./problem.mjs').Problem} Problem */

/**
 * @param {Problem} problem
 * @returns {string} e.g. `content/plans/starter.yaml:4  monthly\n  Write the price as a plain number…`
 */
export function formatProblem(problem) {
  const head = `${problem.file}:${problem.line}${problem.field ? `  ${problem.field}` : ''}`;
  return [head, `  ${problem.message}`, ...(problem.advice ? [`  ${problem.advice}`] : [])].join('\n');
}

/**
 * @param {Problem[]} problems
 * @param {{ dev?: boolean }} [options] `dev`: worded for `astro dev`, which keeps running and shows the problems in the browser
 * @returns {string}
 */
export function formatReport(problems, { dev = false } = {}) {
  if (!problems.length) return 'Content check: every file in content/ is fine.';
  const count = problems.length === 1 ? 'one problem' : `${problems.length} problems`;
  const them = problems.length === 1 ? 'it' : 'them';
  return [
    `Content check: ${count} in content/.${dev ? ` Every page of the preview shows ${them} until fixed.` : ' Nothing was built.'}`,
    '',
    ...problems.map((problem) => `${formatProblem(problem)}\n`),
    dev
      ? `Fix ${them} and save: the preview reloads by itself.`
      : `Fix ${them} and run the command again. docs/writing.md explains each message.`,
  ].join('\n');
}
