// The benchmark's CPU slowdown: Lighthouse's 4 unless --cpu-slowdown gives another, applied to every profile's
// flags; and the one Lighthouse's calibration suggests for a benchmark index (scripts/bench/cpu-slowdown.mjs).
import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from '../../scripts/bench/cpu-slowdown.mjs';
import { benchOptions } from '../../scripts/bench/options.mjs';
import { PROFILES, withCpuSlowdown } from '../../scripts/bench/profiles.mjs';

describe('cpuSlowdownFor', () => {
  it('gives the calibration points their slowdown', () => {
    expect([150, 800, 1300, 1533].map(cpuSlowdownFor)).toEqual([1, 2, 3, 4]);
  });

  it('goes in proportion between the points, to one decimal', () => {
    expect(cpuSlowdownFor(475)).toBe(1.5);
    expect(cpuSlowdownFor(1050)).toBe(2.5);
    expect(cpuSlowdownFor(1190)).toBe(2.8);
  });

  it('goes on at the last rate beyond the last point: a high-end desktop slows 5 to 6 times', () => {
    expect(cpuSlowdownFor(1766)).toBe(5);
    expect(cpuSlowdownFor(2000)).toBe(6);
  });

  it('refuses a machine slower than the phone it would emulate', () => {
    expect(() => cpuSlowdownFor(149)).toThrow(/benchmark index is 149: below 150/);
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/benchmark index/);
  });
});

describe('the slowdown of a run', () => {
  it("is Lighthouse's 4 unless --cpu-slowdown gives another, which marks the run as partial", () => {
    expect(benchOptions([]).cpuSlowdown).toBe(4);
    expect(benchOptions([]).partial).toBe(false);
    const given = benchOptions(['--cpu-slowdown', '2.8']);
    expect(given.cpuSlowdown).toBe(2.8);
    expect(given.partial).toBe(true);
    expect(() => benchOptions(['--cpu-slowdown', 'fast'])).toThrow(/--cpu-slowdown takes a number/);
    expect(() => benchOptions(['--cpu-slowdown', '0.5'])).toThrow(/at least 1/);
  });

  it("goes into every profile's throttling, beside what the profile sets", () => {
    expect(withCpuSlowdown(PROFILES.mobile.flags, 2.8)).toEqual({ throttling: { cpuSlowdownMultiplier: 2.8 } });
    const slow3g = withCpuSlowdown(PROFILES.slow3g.flags, 2.8);
    expect(slow3g.throttling).toEqual({ ...PROFILES.slow3g.flags.throttling, cpuSlowdownMultiplier: 2.8 });
    expect(slow3g.throttlingMethod).toBe('simulate');
  });
});
