// The "Grow with Us" counters: every counter starts at 0 and steps +1 each tick until it reaches
// its own target; the percent sign shows above 0, the label above COUNTER_LABEL_THRESHOLD.
import { COUNTER_LABEL_THRESHOLD, COUNTER_TICK_MS } from './spec-constants';

/** What a counter shows at a given value. */
export function counterDisplay(value: number): { showPercent: boolean; showLabel: boolean } {
  return { showPercent: value > 0, showLabel: value > COUNTER_LABEL_THRESHOLD };
}

/** The values of all counters after `step` ticks: each one +1 per tick, never past its target. */
export function countersAt(step: number, targets: readonly number[]): number[] {
  return targets.map((target) => Math.min(Math.max(step, 0), target));
}

/**
 * Counts every target up from 0, calling `onTick` with the new values once per tick, and stops by itself
 * when the largest target is reached. Returns a function that stops it early.
 */
export function runCounters(
  targets: readonly number[],
  onTick: (values: number[]) => void,
  tickMs = COUNTER_TICK_MS,
): () => void {
  const last = Math.max(0, ...targets);
  let step = 0;
  const timer = setInterval(() => {
    step += 1;
    onTick(countersAt(step, targets));
    if (step >= last) clearInterval(timer);
  }, tickMs);
  return () => clearInterval(timer);
}
