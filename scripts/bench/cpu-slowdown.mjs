// The CPU slowdown that suits the machine at hand. Lighthouse slows the CPU 4 times by default, which turns a
// high-end desktop into the mid-tier phone its mobile preset stands for; on a slower machine 4 times emulates a
// slower phone, and the machine's own noise (a task of 30 ms becomes a long task of 120 ms) shows as blocking
// time on every page, a blank one included. Lighthouse's guide (docs/throttling.md, "Calibrating the CPU
// slowdown") says to calibrate from its CPU benchmark index; the calculator it links to does, and PageSpeed
// Insights sets its own slowdown from its machines' index since Lighthouse 12.2.3. The benchmark keeps 4 (an
// index moves by half between runs on a shared machine, and a figure measured at another slowdown would not
// compare with earlier ones) and reports the suggestion beside it.

/**
 * Benchmark index → slowdown, the calculator's calibration points: a machine of index 150 is the target phone
 * (1×), 800 needs 2×, 1300 needs 3×, and each further 233 one more.
 */
const CALIBRATION = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
];

/**
 * The slowdown that makes a machine of this benchmark index the mid-tier phone of Lighthouse's mobile preset,
 * to one decimal: between two calibration points in proportion, beyond the last at the last points' rate.
 * @param {number} benchmarkIndex
 */
export function cpuSlowdownFor(benchmarkIndex) {
  const [lowest] = CALIBRATION[0];
  if (!(benchmarkIndex >= lowest))
    throw new Error(
      `Lighthouse's CPU benchmark index is ${benchmarkIndex}: below ${lowest}, this machine is slower than the phone ` +
        'the benchmark emulates. Run it on a faster or less busy machine.',
    );
  const upper = CALIBRATION.findIndex(([index]) => index > benchmarkIndex);
  const [[fromIndex, fromSlowdown], [toIndex, toSlowdown]] =
    upper === -1 ? CALIBRATION.slice(-2) : CALIBRATION.slice(upper - 1, upper + 1);
  const slowdown = fromSlowdown + ((benchmarkIndex - fromIndex) / (toIndex - fromIndex)) * (toSlowdown - fromSlowdown);
  return Math.round(slowdown * 10) / 10;
}
