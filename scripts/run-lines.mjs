// @ts-check
// Runs lines of steps side by side, each line's steps one after the other. A step that needs another (a build
// it reads) waits for it, wherever it runs, and is not run if it failed; any other failure stops nothing, so
// one run shows every problem.

/**
 * @param {string[][]} lines the steps, line by line
 * @param {Record<string, string[]>} needs the steps each step waits for
 * @param {(step: string) => Promise<boolean>} run runs a step; resolves with whether it passed
 * @param {(step: string, missing: string[]) => void} skipped told of a step not run, with the needs that failed
 * @returns {Promise<string[]>} the steps that failed or were not run, in the order they ended
 */
export async function runLines(lines, needs, run, skipped) {
  /** @type {Map<string, PromiseWithResolvers<boolean>>} each step's outcome, settled when it ends */
  const outcomes = new Map(lines.flat().map((step) => [step, Promise.withResolvers()]));
  const unknown = Object.values(needs)
    .flat()
    .filter((step) => !outcomes.has(step));
  if (unknown.length) throw new Error(`Steps needed but in no line: ${unknown.join(', ')}`);
  /** @type {string[]} */
  const failed = [];

  /** @param {string} step */
  async function runStep(step) {
    const missing = [];
    for (const need of needs[step] ?? []) if (!(await outcomes.get(need)?.promise)) missing.push(need);
    if (missing.length) {
      skipped(step, missing);
      return false;
    }
    return run(step);
  }

  /** @param {string[]} line */
  async function runLine(line) {
    for (const step of line) {
      const passed = await runStep(step);
      if (!passed) failed.push(step);
      outcomes.get(step)?.resolve(passed);
    }
  }

  await Promise.all(lines.map(runLine));
  return failed;
}
