// What the benchmark measures: the Lighthouse categories, and each throttling profile with its targets. Every
// profile slows the CPU by the run's one slowdown (Lighthouse's 4, or --cpu-slowdown), added by withCpuSlowdown.

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export const PROFILES = {
  mobile: {
    title: 'Mobile preset',
    note: "Lighthouse's default mobile run: Moto G Power screen, simulated slow 4G (150 ms RTT, 1.6 Mbps)",
    flags: {},
    targets: { categories: 100, lcp: 1200, tbt: 0, cls: 0.01 },
  },
  slow3g: {
    title: 'Slow 3G',
    note: 'the mobile preset with simulated 300 ms RTT, 400 Kbps down',
    flags: {
      throttlingMethod: 'simulate',
      throttling: {
        rttMs: 300,
        throughputKbps: 400,
        // Used only by the devtools throttling method; kept in line with Lighthouse's own presets.
        requestLatencyMs: 300 * 3.75,
        downloadThroughputKbps: 400 * 0.9,
        uploadThroughputKbps: 400 * 0.9,
      },
    },
    targets: { lcp: 2500 },
    runs: 1,
  },
};

/** A profile's Lighthouse flags with the run's CPU slowdown (Lighthouse merges them into its own settings). */
export const withCpuSlowdown = (flags, cpuSlowdownMultiplier) => ({
  ...flags,
  throttling: { ...flags.throttling, cpuSlowdownMultiplier },
});
