// bench/results.md's account of the blank control page (scripts/bench/report.mjs): its TBT and performance
// score beside the tables, and a warning under the missed targets when the control itself scored below 100.
import { describe, expect, it } from 'vitest';
import { resultsReport } from '../../scripts/bench/report.mjs';
import { PROFILES } from '../../scripts/bench/profiles.mjs';

function reportWithControl(performanceRuns: number[], tbtRuns: number[]) {
  const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
  const control = {
    tbt: sorted(tbtRuns)[1],
    tbtRuns,
    performance: sorted(performanceRuns)[1],
    performanceRuns,
  };
  return resultsReport({
    measured: {
      results: [{ name: 'mobile', profile: PROFILES.mobile, count: 3, rows: [], control }],
      lighthouseVersion: '13.5.0',
      browser: 'HeadlessChrome/150.0.0.0',
      benchmarkIndices: [1400],
      scriptBeforeInteraction: {},
    },
    machine: { date: new Date('2026-11-29T12:00:00Z'), cpus: [{ model: 'test CPU' }], loadAtStart: 1, loadAtEnd: 1 },
    options: { cpuSlowdown: 4 },
    misses: [],
    lost: [],
  });
}

describe('the control page in the report', () => {
  it("gives the control's performance score and every run's beside its TBT", () => {
    expect(reportWithControl([100, 99, 98], [40, 110, 150])).toContain(
      'TBT 110 ms (40, 110, 150), performance 99 (100, 99, 98).',
    );
  });

  it('warns that the machine alone cost points when the control scored below the target', () => {
    expect(reportWithControl([100, 99, 98], [40, 110, 150])).toContain(
      'The blank control page itself scored performance 99 in the Mobile preset (TBT 110 ms)',
    );
  });

  it('says nothing more when the control met the target', () => {
    expect(reportWithControl([100, 100, 99], [20, 30, 120])).not.toContain('control page itself');
  });
});
