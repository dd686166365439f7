import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { counterDisplay, countersAt, runCounters } from '../../src/lib/counter';
import { COUNTER_LABEL_THRESHOLD, COUNTER_TICK_MS } from '../../src/lib/spec-constants';

describe('counterDisplay', () => {
  it('shows the percent sign only above 0', () => {
    expect(counterDisplay(0).showPercent).toBe(false);
    expect(counterDisplay(1).showPercent).toBe(true);
  });
  it('shows the label only above the threshold of 25', () => {
    expect(COUNTER_LABEL_THRESHOLD).toBe(25);
    expect(counterDisplay(25).showLabel).toBe(false);
    expect(counterDisplay(26).showLabel).toBe(true);
  });
});

describe('countersAt', () => {
  it('steps every counter by one and stops each at its own target', () => {
    expect(countersAt(0, [30, 50, 70])).toEqual([0, 0, 0]);
    expect(countersAt(12, [30, 50, 70])).toEqual([12, 12, 12]);
    expect(countersAt(40, [30, 50, 70])).toEqual([30, 40, 40]);
    expect(countersAt(500, [30, 50, 70])).toEqual([30, 50, 70]);
  });
});

describe('runCounters', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks +1 every 30 ms up to each target, then stops by itself', () => {
    expect(COUNTER_TICK_MS).toBe(30);
    const seen: number[][] = [];
    runCounters([30, 50, 70], (values) => seen.push(values));

    vi.advanceTimersByTime(29);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen.at(-1)).toEqual([1, 1, 1]);
    vi.advanceTimersByTime(30 * 29);
    expect(seen.at(-1)).toEqual([30, 30, 30]);
    vi.advanceTimersByTime(30 * 20);
    expect(seen.at(-1)).toEqual([30, 50, 50]);
    vi.advanceTimersByTime(30 * 20);
    expect(seen.at(-1)).toEqual([30, 50, 70]);

    expect(seen).toHaveLength(70);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(seen).toHaveLength(70);
  });

  it('can be stopped early', () => {
    const onTick = vi.fn();
    const stop = runCounters([30], onTick);
    vi.advanceTimersByTime(90);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(onTick).toHaveBeenCalledTimes(3);
    expect(vi.getTimerCount()).toBe(0);
  });
});
