// The test runner's scheduling (scripts/run-lines.mjs): a step waits for the build it needs even when that
// build runs on the other line, is not run when that build failed, and no other failure stops a step.
import { describe, expect, it } from 'vitest';
import { runLines } from '../../scripts/run-lines.mjs';

/** A runner that records when each step starts and ends; the steps in `failing` fail. */
function recorder(failing: string[] = [], slow: string[] = []) {
  const events: string[] = [];
  const skipped: string[] = [];
  const run = async (step: string) => {
    events.push(`start ${step}`);
    await new Promise((done) => setTimeout(done, slow.includes(step) ? 30 : 1));
    events.push(`end ${step}`);
    return !failing.includes(step);
  };
  return { events, skipped, run, skip: (step: string, missing: string[]) => skipped.push(`${step} (${missing})`) };
}

const LINES = [
  ['lint', 'build tests'],
  ['check', 'build', 'browser tests'],
];
const NEEDS = { 'build tests': ['build'], 'browser tests': ['build'] };

describe('runLines', () => {
  it('starts a step only after the build it needs has ended, when that build is on the other line', async () => {
    const { events, run, skip } = recorder([], ['check']);
    expect(await runLines(LINES, NEEDS, run, skip)).toEqual([]);
    expect(events.indexOf('start build tests')).toBeGreaterThan(events.indexOf('end build'));
    // The first line's own step did not wait for the other line's slow check.
    expect(events.indexOf('end lint')).toBeLessThan(events.indexOf('end check'));
  });

  it('does not run the steps that need a failed build, and runs every other step', async () => {
    const { events, skipped, run, skip } = recorder(['build', 'lint']);
    const failed = await runLines(LINES, NEEDS, run, skip);
    expect(failed.sort()).toEqual(['browser tests', 'build', 'build tests', 'lint']);
    expect(skipped.sort()).toEqual(['browser tests (build)', 'build tests (build)']);
    expect(events.filter((event) => event.startsWith('start'))).toEqual(['start lint', 'start check', 'start build']);
  });

  it('refuses a need that is in no line', async () => {
    const { run, skip } = recorder();
    await expect(runLines(LINES, { lint: ['compile'] }, run, skip)).rejects.toThrow('compile');
  });
});
